// The one way the app lets the browser work between two steps (the boot's, a page's details after its table).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../../src/lib/yieldToMain';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToMain', () => {
  it('goes on only after a task already queued has run, where the browser has no scheduler.yield()', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await Promise.resolve();
    order.push('microtask');
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['microtask', 'queued task', 'after the yield']);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('takes a new task where a scheduler lacks yield()', async () => {
    vi.stubGlobal('scheduler', { postTask: () => undefined });
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });
});
