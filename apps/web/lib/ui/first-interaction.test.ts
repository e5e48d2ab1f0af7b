import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './first-interaction';

describe('onFirstInteraction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the task once, on the first of the events, and stops listening', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const task = vi.fn();
    onFirstInteraction(task);
    expect(task).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing on the server', () => {
    const task = vi.fn();
    onFirstInteraction(task);
    expect(task).not.toHaveBeenCalled();
  });
});
