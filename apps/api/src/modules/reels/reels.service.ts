import type { ContentDeps } from '../content/deps.js';

/** Reels: see docs/creator-content.md. */
export function createReelsService(deps: ContentDeps) {
  void deps;
  return {};
}
export type ReelsService = ReturnType<typeof createReelsService>;
