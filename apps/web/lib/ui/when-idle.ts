/**
 * Runs `task` once the browser has nothing more urgent to do (after hydration and the first
 * paints), so work the page does not need to show itself stays out of the tasks that block input.
 * Falls back to a short timeout where `requestIdleCallback` is missing (Safari).
 */
export function whenIdle(task: () => void, timeoutMs = 3000): void {
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  else window.setTimeout(task, 200);
}
