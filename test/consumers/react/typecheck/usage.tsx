// Typecheck fixture (tsc, skipLibCheck: false): what the docs show compiles, and every line marked
// with a ts-expect-error comment must be rejected (tsc fails on an unused directive).
import { useRef } from 'react';
import 'inlay/register';
import type {} from 'inlay/jsx';
import { InlayFitText, InlayForm, InlaySearch, InlayShare, InlaySlider, type InlayFormElement, type InlaySliderElement } from 'inlay/react';
import { spec as sliderSpec, styles } from 'inlay/widgets/slider';
import { version } from 'inlay';

export function Documented() {
  const slider = useRef<InlaySliderElement>(null);
  const form = useRef<InlayFormElement>(null);
  return (
    <>
      <InlaySlider
        ref={slider}
        label="Featured"
        perView="auto"
        breakpoints={{ 600: { perView: 2 } }}
        autoplay={4000}
        onInlaySlideChange={(e) => e.detail.index.toFixed()}
      >
        <img src="a.jpg" alt="" />
      </InlaySlider>
      <InlayForm
        ref={form}
        action="https://formspree.io/f/abcd"
        fields={{ fields: [{ name: 'email', type: 'email', required: true }] }}
        strings={{ submit: 'Absenden' }}
        onInlaySuccess={(e) => e.detail.status}
      />
      <InlayForm fields={[{ name: 'topic', type: 'select', options: ['a', { value: 'b', label: 'B' }] }]} method="PUT" />
      <InlayShare services={['x', 'mail']} shareTitle="Title" onInlayShare={(e) => e.detail.service.toUpperCase()} className="share" />
      <InlaySearch
        records="/records.json"
        searchClient={{ search: async () => ({ results: [] }) }}
        mode="modal"
        hitsPerPage={10}
        onInlaySelect={(e) => e.detail.url}
      />
      <InlayFitText max={120} multiline onInlayFit={(e) => e.detail.fontSize + 1}>
        Text
      </InlayFitText>
      {/* The plain tags in React 19 (inlay/jsx) */}
      <inlay-slider label="Plain" per-view="2" loop oninlay-slide-change={(e) => e.detail.total} />
      <inlay-form fields={{ fields: [{ name: 'a' }] }} min-fill-time={0} draft="false" strings={{ submit: 'Go' }} />
      <inlay-share services={['x']} title="T" />
      <inlay-search records="/r.json" hitsPerPage={5} oninlay-select={(e) => e.detail.query} />
      <inlay-fit-text max="80">Hi</inlay-fit-text>
    </>
  );
}

export function Wrong() {
  return (
    <>
      {/* @ts-expect-error: not a prop of the slider */}
      <InlaySlider perview={2} />
      {/* @ts-expect-error: perView is a number or 'auto' */}
      <InlaySlider perView="two" />
      {/* @ts-expect-error: the detail of inlay-slide-change has no `service` */}
      <InlaySlider onInlaySlideChange={(e) => e.detail.service} />
      {/* @ts-expect-error: method is POST, PUT or PATCH */}
      <InlayForm method="GET" />
      {/* @ts-expect-error: a field needs a name */}
      <InlayForm fields={[{ type: 'email' }]} />
      {/* @ts-expect-error: strings are text */}
      <InlayForm strings={{ submit: 1 }} />
      {/* @ts-expect-error: services are strings */}
      <InlayShare services={[1, 2]} />
      {/* @ts-expect-error: mode is inline or modal */}
      <InlaySearch mode="popup" />
      {/* @ts-expect-error: React 19 would listen to "InlaySlideChange": only oninlay-slide-change works on the plain tag */}
      <inlay-slider onInlaySlideChange={() => {}} />
      {/* @ts-expect-error: an object under a dashed attribute name becomes "[object Object]" */}
      <inlay-slider per-view={{ n: 2 }} />
      {/* @ts-expect-error: not an attribute of inlay-share */}
      <inlay-share service="x" />
      {/* @ts-expect-error: the detail of inlay-fit has no index */}
      <inlay-fit-text oninlay-fit={(e) => e.detail.index} />
    </>
  );
}

const el = document.querySelector('inlay-form');
el?.submit();
if (el) el.fields = { fields: [{ name: 'a' }] };
document.querySelector('inlay-slider')?.addEventListener('inlay-slide-change', (e) => e.detail.index);
document.querySelector('inlay-slider')?.goTo(2);
// @ts-expect-error: goTo takes a slide index
document.querySelector('inlay-slider')?.goTo('two');
// @ts-expect-error: a form has no goTo
document.querySelector('inlay-form')?.goTo(1);
// @ts-expect-error: the detail of inlay-slide-change is { index, total }
document.querySelector('inlay-slider')?.addEventListener('inlay-slide-change', (e) => e.detail.hit);
export const extras = [sliderSpec.tag, styles.length, version];
