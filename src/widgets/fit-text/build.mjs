// The fit-text script's build knobs (read by rollup.config.mjs, which only assembles).
export default {
  // Hooks, context and class components only: plain preact instead of preact/compat (see rollup.config.mjs).
  compatFree: true,
  // Runs in a browser window only: its server-rendering guards are dropped (see rollup.config.mjs).
  pageOnly: true,
  // Most of its code runs the moment its elements connect: compiled eagerly (see rollup.config.mjs).
  eager: true,
};
