import type { ContentDeps } from '../content/deps.js';

/** Galleries: see docs/creator-content.md. */
export function createGalleriesService(deps: ContentDeps) {
  void deps;
  return {};
}
export type GalleriesService = ReturnType<typeof createGalleriesService>;
