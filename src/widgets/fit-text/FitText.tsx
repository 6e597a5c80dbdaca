import { useLayoutEffect, useRef } from 'react';
import type { WidgetBaseProps } from '../../core/element/define';
import { fill } from '../../core/i18n/i18n';
import type { PropsOf } from '../../core/spec/spec';
import { bindElementMethods, Notice, useStrings, useWidget } from '../../core/element/widget';
import { refitHost, track } from './fitter';
import { spec } from './spec';
import { translations } from './strings';

/** The resolved props (spec.ts declares them and their defaults, once); each may be left out when rendered directly. */
export type FitTextProps = Partial<PropsOf<typeof spec>> & WidgetBaseProps & { children?: unknown };

const { props: declared } = spec;

/**
 * The text is the element's light DOM, shown through the slot (so it stays selectable, translatable
 * and indexable); the page-wide fitter sets the element's font-size and a tiny scale on the span.
 */
export function FitText({ min = declared.min.default, max = declared.max.default, multiline = declared.multiline.default, strings, children }: FitTextProps) {
  const { host, emit, reportError } = useWidget();
  const span = useRef<HTMLSpanElement>(null);
  const swapped = min > max;
  const lo = swapped ? max : min;
  const hi = swapped ? min : max;
  const message = swapped ? `min (${min}) is larger than max (${max}); using min=${lo} and max=${hi}.` : '';
  // One layout effect (a page may hold 1000 of these): the min/max message, tracking, the fit() method.
  useLayoutEffect(() => {
    if (message) reportError('bad-attribute', message);
    const el = host ?? span.current?.parentElement;
    if (!el || !span.current) return;
    const untrack = track(el, span.current, {
      min: lo,
      max: hi,
      multi: multiline,
      onFit: (detail) => emit('inlay-fit', detail),
      onNoHeight: () => reportError('no-height', 'multiline needs a height: set one on the element or on its container.'),
    });
    const unbind = host ? bindElementMethods(host, { current: { fit: () => refitHost(host) } }) : null;
    return () => {
      untrack();
      unbind?.();
    };
  }, [host, lo, hi, multiline, message, emit, reportError]);
  return (
    <>
      {message ? <MinMax values={{ min, max, lo, hi }} strings={strings} /> : null}
      <span part="text" ref={span}>
        {host ? <slot /> : (children as never)}
      </span>
    </>
  );
}

/** The min > max notice in the element's language (a component of its own: only it follows `lang`). */
function MinMax({ values, strings }: { values: Record<string, number>; strings?: FitTextProps['strings'] }) {
  const localized = useStrings('fit-text', translations, strings);
  return <Notice>{fill(localized.minMax, values)}</Notice>;
}
