import { useRef, type RefObject } from 'react';

/**
 * A ref that always holds this render's `value`: for event handlers and effects that must read the
 * current value without being re-created (or re-run) when it changes.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
