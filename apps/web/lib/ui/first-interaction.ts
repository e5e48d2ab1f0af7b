const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Runs `task` once, on the reader's first press, key or scroll wheel: for work a page needs before
 * the reader's next request but not to show itself, so that it stays out of the page's start (a
 * task run when the browser is idle still lands in the minutes Lighthouse counts as loading).
 */
export function onFirstInteraction(task: () => void): void {
  if (typeof window === 'undefined') return;
  let done = false;
  const run = () => {
    for (const type of EVENTS) window.removeEventListener(type, run, { capture: true });
    if (done) return;
    done = true;
    task();
  };
  for (const type of EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
}
