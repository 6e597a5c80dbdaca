// The form scripts' build knobs (read by rollup.config.mjs, which only assembles).
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

export default {
  // Runs in a browser window only: its server-rendering guards are dropped (see rollup.config.mjs).
  pageOnly: true,
  aliases: [
    // formik's lodash-es clone/cloneDeep (plain-data copies) and hoist-non-react-statics (for connect(),
    // unused): small shims, ~4 KB gzip saved.
    { find: /^lodash-es\/cloneDeep$/, replacement: here('./shims/clone-deep.ts') },
    { find: /^lodash-es\/clone$/, replacement: here('./shims/clone.ts') },
    { find: /^lodash-es\/toPath$/, replacement: here('./shims/to-path.ts') },
    { find: /^lodash-es\/isPlainObject$/, replacement: here('./shims/is-plain-object.ts') },
    { find: /^hoist-non-react-statics$/, replacement: here('./shims/hoist-statics.ts') },
    // yup's tiny-case (object key transforms Inlay never calls): ~0.7 KB gzip saved.
    { find: /^tiny-case$/, replacement: here('./shims/tiny-case.ts') },
  ],
  // inlay-form.js loads its captcha module (consent lookup, placeholder: ~6.5 KB gzip) as a separate
  // script, only for forms with a captcha; inlay.js and the ESM build include it.
  ownAliases: [{ find: /^\.\/(captcha\/)?captcha-load$/, replacement: here('./captcha/captcha-load.script.ts') }],
  /** More scripts of this widget: name → entry (built like the widget's own script). */
  scripts: { 'inlay-form-captcha': { input: here('./captcha/captcha-addon.ts'), compatFree: true } },
};
