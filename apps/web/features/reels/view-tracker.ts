/** A reel counts as viewed once it has played this long (seconds). */
export const VIEW_AFTER_SECONDS = 2;

/** Jumps larger than this between two time updates are seeks or loops, not playback. */
const MAX_STEP_SECONDS = 1.5;

/**
 * Decides when to send `POST /reels/{id}/view`: once per reel per page, after it has really played
 * for VIEW_AFTER_SECONDS (seeking or looping back does not count as playing). The API also counts a
 * viewer once a day; this keeps the page from asking more than once.
 */
export function createViewTracker(threshold = VIEW_AFTER_SECONDS) {
  const played = new Map<string, number>();
  const last = new Map<string, number>();
  const sent = new Set<string>();

  return {
    /** Feeds the player's current time; true exactly once, when the reel has played long enough. */
    onTime(reelId: string, currentTime: number): boolean {
      if (sent.has(reelId)) return false;
      const before = last.get(reelId);
      last.set(reelId, currentTime);
      if (before === undefined) return false;
      const step = currentTime - before;
      if (step <= 0 || step > MAX_STEP_SECONDS) return false;
      const total = (played.get(reelId) ?? 0) + step;
      played.set(reelId, total);
      if (total < threshold) return false;
      sent.add(reelId);
      return true;
    },
    /** The player stopped (scrolled away): the next time update starts a new stretch. */
    paused(reelId: string) {
      last.delete(reelId);
    },
    /** A failed request may be tried again on the next stretch of playback. */
    retry(reelId: string) {
      sent.delete(reelId);
      played.delete(reelId);
      last.delete(reelId);
    },
    hasSent: (reelId: string) => sent.has(reelId),
  };
}
export type ViewTracker = ReturnType<typeof createViewTracker>;
