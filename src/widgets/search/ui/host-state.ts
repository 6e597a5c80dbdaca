const internals = new WeakMap<HTMLElement, ElementInternals | null>();

function internalsOf(host: HTMLElement): ElementInternals | null {
  if (!internals.has(host)) {
    let own: ElementInternals | null;
    try {
      own = host.attachInternals?.() ?? null;
    } catch {
      own = null; // internals taken already: the [mode='modal'] attribute rule still applies
    }
    internals.set(host, own);
  }
  return internals.get(host) ?? null;
}

/**
 * Sets a custom state on the element (`:host(:state(modal))` in search.css makes modal mode an
 * inline-size trigger, whether mode came as an attribute or a property). A custom state is the
 * element's own: nothing is written to the page.
 */
export function setHostState(host: HTMLElement, state: string, on: boolean): void {
  const states = internalsOf(host)?.states;
  try {
    if (on) states?.add(state);
    else states?.delete(state);
  } catch {
    /* no CustomStateSet */
  }
}
