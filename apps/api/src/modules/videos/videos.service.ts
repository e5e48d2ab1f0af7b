import type { ContentDeps } from '../content/deps.js';

/** Videos: see docs/creator-content.md. */
export function createVideosService(deps: ContentDeps) {
  void deps;
  return {};
}
export type VideosService = ReturnType<typeof createVideosService>;
