import { defineWidget } from '../../core/define';
import { localized } from '../../core/i18n-load';
import { placeholderStyles } from '../../core/consent/placeholder';
import { Search } from './ui/Search';
import { spec } from './spec';
import css from './search.css?inline';
import { inWorker, serveIndex, setWorkerScript } from './clients/worker-client';

// Started as a worker by a search element on the page, this script serves the local index
// (worker-client.ts); on the page it records its own URL for that and defines the element.
if (inWorker()) serveIndex(globalThis as never);
else setWorkerScript(typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null)?.src : null);

export const Element = defineWidget(spec, Search as never, { styles: css + placeholderStyles, localized });
