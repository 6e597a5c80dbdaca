// The React app the consumer test drives: every widget through `inlay/react`, in StrictMode.
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { InlayFitText, InlayForm, InlaySearch, InlayShare, InlaySlider, type InlaySliderElement } from 'inlay/react';

declare global {
  interface Window {
    /** How many times each React handler ran. */
    calls: Record<string, number>;
    app: { rerender(): void; toggle(): void; slider(): InlaySliderElement | null };
  }
}
window.calls = {};
const count = (name: string) => () => {
  window.calls[name] = (window.calls[name] ?? 0) + 1;
};

function App() {
  const [renders, setRenders] = useState(0);
  const [shown, setShown] = useState(true);
  const slider = useRef<InlaySliderElement>(null);
  window.app = { rerender: () => setRenders((n) => n + 1), toggle: () => setShown((s) => !s), slider: () => slider.current };
  if (!shown) return <p id="gone">Unmounted</p>;
  return (
    <main>
      <output id="renders">{renders}</output>
      <InlayFitText id="fit" max={64} onInlayFit={count('inlay-fit')}>
        A headline that fits
      </InlayFitText>
      <InlayShare
        id="share"
        services={['copy', 'mail']}
        url="https://example.com/page"
        shareTitle="A page"
        onInlayShare={(event) => {
          event.preventDefault();
          count('inlay-share')();
        }}
      />
      <InlaySlider
        id="slider"
        ref={slider}
        label="Featured"
        loop={false}
        breakpoints={{ 600: { perView: 1 } }}
        onInlaySlideChange={count('inlay-slide-change')}
      >
        <div>One</div>
        <div>Two</div>
        <div>Three</div>
      </InlaySlider>
      <InlayForm
        id="form"
        action="/submit"
        minFillTime={0}
        draft={false}
        fields={{
          fields: [
            { name: 'email', type: 'email', label: 'Email', required: true },
            { name: 'message', type: 'textarea', label: 'Message' },
          ],
        }}
        strings={{ submit: 'Absenden' }}
        onInlaySubmit={count('inlay-submit')}
        onInlaySuccess={count('inlay-success')}
      />
      <InlaySearch
        id="search"
        records="/records.json"
        onInlaySearch={count('inlay-search')}
        onInlaySelect={(event) => {
          event.preventDefault();
          count('inlay-select')();
        }}
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
