/**
 * Every Inlay event is a CustomEvent named `inlay-*` that bubbles and crosses shadow roots, so a page
 * can listen on `document` whatever depth the element sits at.
 * Returns false when a cancelable event was cancelled with preventDefault().
 */
export function emit<T>(host: EventTarget | null | undefined, name: `inlay-${string}`, detail: T, options: { cancelable?: boolean } = {}): boolean {
  if (!host) return true;
  return host.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true, cancelable: !!options.cancelable }));
}

/** The detail of `inlay-error`, shared by every widget. */
export interface InlayErrorDetail {
  /** The tag name without the `inlay-` prefix, e.g. `slider`. */
  widget: string;
  /** A stable machine-readable code, e.g. `bad-attribute`, `network`, `config`. */
  code: string;
  /** A human-readable message naming what is wrong and which attribute or property to fix. */
  message: string;
}

/**
 * The first element of an event's composed path: the real target inside shadow roots,
 * where `event.target` is retargeted to the host.
 */
export function realTarget(event: Event): EventTarget | null {
  const path = event.composedPath();
  return path.length ? path[0]! : event.target;
}
