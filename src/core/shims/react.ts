// `react` for standalone scripts whose widget needs only hooks, context and class components:
// plain preact without the compat layer (~1.2 KB gzip less). Scripts whose widget's build.mjs says
// `compatFree: true` use it; all others get preact/compat.
export { Component, createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
