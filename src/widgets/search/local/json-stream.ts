import { yieldToEventLoop } from './event-loop';

/**
 * JSON.parse of a multi-megabyte file is one long main-thread task (≈ 50 ms per 3–4 MB here), and so
 * is decoding the whole body with `response.text()`. A top-level array is instead split into its
 * elements by a small scanner (strings and escapes aware) fed chunk by chunk as the body streams in,
 * and parsed element by element, yielding every `sliceMs`: the whole file never exists as one string.
 * Anything else (`{ "records": [...] }`) is collected and goes to JSON.parse as a whole.
 */
class ArrayScanner {
  readonly out: unknown[] = [];
  /** Text not consumed yet: the current element from its start (or nothing between elements). */
  private carry = '';
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** 0 before the opening `[`, 1 inside the array, 2 after its `]`, -1 not an array (collect all). */
  private state = 0;
  private whole: string[] = [];
  private t0 = performance.now();
  constructor(private readonly sliceMs: number) {}

  async feed(chunk: string): Promise<void> {
    if (this.state === -1) return void this.whole.push(chunk);
    if (this.state === 2) return;
    const text = this.carry + chunk;
    let start = this.carry ? 0 : -1;
    let at = this.carry.length;
    if (this.state === 0) {
      while (at < text.length && text.charCodeAt(at) <= 32) at++;
      if (at === text.length) return;
      if (text[at] !== '[') {
        this.state = -1;
        return void this.whole.push(text);
      }
      this.state = 1;
      at++;
    }
    for (; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (code === 92)
          this.escaped = true; // backslash: the next character is escaped
        else if (code === 34) this.inString = false;
        continue;
      }
      if (code === 34) {
        this.inString = true;
        if (start < 0) start = at;
      } else if (code === 123 || code === 91) {
        if (this.depth++ === 0 && start < 0) start = at;
      } else if (code === 125 || code === 93) {
        if (this.depth === 0) {
          // the closing ] of the array
          if (start >= 0) this.out.push(JSON.parse(text.slice(start, at)));
          this.state = 2;
          this.carry = '';
          return;
        }
        this.depth--;
      } else if (code === 44 && this.depth === 0) {
        if (start >= 0) this.out.push(JSON.parse(text.slice(start, at)));
        start = -1;
        if (performance.now() - this.t0 > this.sliceMs) {
          await yieldToEventLoop();
          this.t0 = performance.now();
        }
      } else if (code > 32 && start < 0) start = at;
    }
    this.carry = start >= 0 ? text.slice(start) : '';
  }

  end(): unknown {
    if (this.state === -1) return JSON.parse(this.whole.join(''));
    if (this.state !== 2 || this.carry.trim()) throw new SyntaxError('unterminated JSON array');
    return this.out;
  }
}

export async function parseInSlices(text: string, sliceMs: number): Promise<unknown> {
  if (text.length < 500_000) return JSON.parse(text);
  const scanner = new ArrayScanner(sliceMs);
  await scanner.feed(text);
  return scanner.end();
}

/** Reads and parses a JSON response as it streams in (see ArrayScanner). */
export async function readJson(res: Response, sliceMs: number): Promise<unknown> {
  if (!res.body || typeof TextDecoder === 'undefined') return parseInSlices(await res.text(), sliceMs);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const scanner = new ArrayScanner(sliceMs);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    await scanner.feed(decoder.decode(value, { stream: true }));
  }
  await scanner.feed(decoder.decode());
  return scanner.end();
}
