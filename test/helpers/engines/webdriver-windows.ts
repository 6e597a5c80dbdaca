// Popups for the WebKit adapter (webdriver.ts) through WebDriver classic's window handles: a session has
// one current window, so each page is one handle and every command of a page first switches to it
// (`POST /window`) when another page's was current; a new handle in `GET /window/handles` is a new page
// (playwright's `page` event on the context, `context.waitForEvent('page')`). Handles are polled only
// while something waits or listens for a page.

type Session = (method: string, path: string, body?: unknown) => Promise<unknown>;

export class Windows {
  private current: string;
  private readonly seen = new Set<string>();
  private lock: Promise<unknown> = Promise.resolve();
  private readonly waiters = new Map<(handle: string) => void, (e: Error) => void>();
  private readonly listeners = new Set<(handle: string) => void>();
  private polling = false;
  private closed = false;

  constructor(
    private readonly session: Session,
    main: string,
  ) {
    this.current = main;
    this.seen.add(main);
  }

  /**
   * Runs one command in the window `handle`. Commands to the current window run at once (side by side,
   * as before popups); one to another window waits for those in flight, switches, then runs.
   */
  in<T>(handle: string, command: () => Promise<T>): Promise<T> {
    if (this.current === handle && !this.queued) return this.track(command());
    this.queued++;
    const next = this.lock.then(async () => {
      try {
        await Promise.allSettled([...this.inflight]);
        if (this.current !== handle) {
          await this.session('POST', '/window', { handle });
          this.current = handle;
        }
      } finally {
        this.queued--;
      }
      return this.track(command());
    });
    this.lock = next.catch(() => {});
    return next;
  }
  private queued = 0;
  private readonly inflight = new Set<Promise<unknown>>();
  private track<T>(p: Promise<T>): Promise<T> {
    const settled = p.catch(() => {});
    this.inflight.add(settled);
    void settled.then(() => this.inflight.delete(settled));
    return p;
  }

  /** Closes the window `handle` (`DELETE /window`); the next command of another page switches back. */
  close(handle: string) {
    return this.in(handle, async () => {
      await this.session('DELETE', '/window');
      this.current = '';
    });
  }

  /** The next window opened (a handle not seen before), within `timeout` ms. */
  next(timeout = 30_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const fail = (e: Error) => {
        clearTimeout(timer);
        this.waiters.delete(take);
        reject(e);
      };
      const timer = setTimeout(() => fail(new Error(`context.waitForEvent('page'): no new window within ${timeout} ms`)), timeout);
      const take = (handle: string) => {
        clearTimeout(timer);
        this.waiters.delete(take);
        resolve(handle);
      };
      this.waiters.set(take, fail);
      void this.poll();
    });
  }

  /** Calls `fn` with each window opened from now on (until `off` or the end of the session). */
  on(fn: (handle: string) => void) {
    this.listeners.add(fn);
    void this.poll();
  }
  off(fn: (handle: string) => void) {
    this.listeners.delete(fn);
  }

  /** The session ended: a wait still running fails (as playwright's does when its context closes). */
  end() {
    this.closed = true;
    for (const fail of [...this.waiters.values()]) fail(new Error("context.waitForEvent('page'): the context was closed"));
    this.listeners.clear();
  }

  private async poll() {
    if (this.polling) return;
    this.polling = true;
    try {
      while (!this.closed && (this.waiters.size || this.listeners.size)) {
        const handles = ((await this.session('GET', '/window/handles').catch(() => [])) as string[]) ?? [];
        for (const h of handles) {
          if (this.seen.has(h)) continue;
          this.seen.add(h);
          for (const w of [...this.waiters.keys()]) w(h);
          for (const l of [...this.listeners]) l(h);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      this.polling = false;
    }
  }
}
