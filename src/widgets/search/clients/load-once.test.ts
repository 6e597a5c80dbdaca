import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('runs the load once and keeps its success', async () => {
    let runs = 0;
    const load = loadOnce(async () => void runs++);
    await load();
    await load();
    expect(runs).toBe(1);
  });
  it('does not keep a failure: the next call loads again', async () => {
    let runs = 0;
    const load = loadOnce(async () => {
      if (++runs === 1) throw new Error('offline');
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBeUndefined();
    await load();
    expect(runs).toBe(2);
  });
  it('shares one load between concurrent calls, failed or not', async () => {
    let runs = 0;
    let fail!: (e: Error) => void;
    const load = loadOnce(() => new Promise<void>((_, reject) => (runs++, (fail = reject))));
    const first = load();
    const second = load();
    expect(first).toBe(second);
    fail(new Error('x'));
    await expect(first).rejects.toThrow('x');
    await expect(second).rejects.toThrow('x');
    expect(runs).toBe(1);
  });
  it('reset() forgets a load in flight: a late failure of it does not drop the new one', async () => {
    let runs = 0;
    const rejects: ((e: Error) => void)[] = [];
    const load = loadOnce(() => new Promise<void>((_, reject) => (runs++, rejects.push(reject))));
    const first = load();
    load.reset();
    const second = load();
    expect(second).not.toBe(first);
    rejects[0]!(new Error('old'));
    await expect(first).rejects.toThrow('old');
    expect(load()).toBe(second);
    expect(runs).toBe(2);
  });
});
