import { createElement } from 'react';
import { defineWidget, type WidgetBaseProps } from '../../core/element/define';
import { localized } from '../../core/i18n/i18n-load';
import { placeholderStyles } from '../../core/consent/placeholder';
import { Search, type SearchProps } from './ui/Search';
import { spec } from './spec';
import css from './search.css?inline';
import { inWorker, serveIndex } from './clients/index-worker';

// Started as a worker by a search element on the page, this script serves the local index
// (index-worker.ts); on the page it passes its own URL to its elements, to start itself as that worker.
if (inWorker()) serveIndex(globalThis as never);
const workerScript = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null)?.src || null : null;
const SearchElement = (props: SearchProps & WidgetBaseProps) => createElement(Search, { ...props, workerScript });

export const Element = defineWidget(spec, SearchElement, { styles: css + placeholderStyles, localized });
