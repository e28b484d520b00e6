import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../web/document/nextTask.ts';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves only after the current task and its microtasks have run', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('current task');
    await done;
    expect(order).toEqual(['current task', 'microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });
});
