// Server rendering: `inlay/react` imports in plain Node (no window, no document) and renders the tags
// with their attributes. Printed for test/consumers.test.ts.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { InlayForm, InlaySlider } from 'inlay/react';

console.log(
  renderToString(
    h(
      'div',
      null,
      h(InlaySlider, { label: 'Featured', perView: 2, loop: true, breakpoints: { 600: {} } }, h('p', null, 'One')),
      h(InlayForm, { draft: false, action: '/send' }),
    ),
  ),
);
