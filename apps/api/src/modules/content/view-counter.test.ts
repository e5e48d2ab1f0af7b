import { describe, expect, it } from 'vitest';
import { createViewCounter } from './view-counter.js';

describe('views added up in memory (view-counter.ts)', () => {
  it('writes each item once per batch with its count, and keeps a failed write for the next', async () => {
    const written: [string, number][] = [];
    let failNext = false;
    const views = createViewCounter(async (id, n) => {
      if (failNext) {
        failNext = false;
        throw new Error('database away');
      }
      written.push([id, n]);
    });
    views.count('a');
    views.count('a');
    views.count('b');
    expect(views.pending('a')).toBe(2);
    await views.flush();
    expect(written).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(views.pending('a')).toBe(0);
    failNext = true;
    views.count('c');
    await views.flush();
    expect(views.pending('c')).toBe(1);
    await views.flush();
    expect(written.at(-1)).toEqual(['c', 1]);
    await views.flush(); // nothing left: no write
    expect(written).toHaveLength(3);
  });

  it('writes on its own within a second', async () => {
    const written: string[] = [];
    const views = createViewCounter(async (id) => void written.push(id));
    views.count('x');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(written).toEqual(['x']);
  });
});
