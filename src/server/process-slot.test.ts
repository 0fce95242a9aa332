import { afterEach, describe, expect, it, vi } from 'vitest';

/** Two fresh copies of the module, as two bundles of the production build each load one. */
async function twoCopies() {
  vi.resetModules();
  const first = await import('./process-slot');
  vi.resetModules();
  const second = await import('./process-slot');
  return [first, second] as const;
}

describe('processSlot', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('test.process-slot')];
  });

  it('is one value for every copy of the module that names it', async () => {
    const [first, second] = await twoCopies();
    expect(first.processSlot).not.toBe(second.processSlot);
    const value = { opened: 1 };
    first.processSlot<typeof value>('test.process-slot').set(value);
    expect(second.processSlot<typeof value>('test.process-slot').get()).toBe(value);
    second.processSlot('test.process-slot').set(undefined);
    expect(first.processSlot('test.process-slot').get()).toBeUndefined();
  });
});
