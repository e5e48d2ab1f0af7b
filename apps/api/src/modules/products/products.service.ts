import type { ContentDeps } from '../content/deps.js';

/** Products: see docs/creator-content.md. */
export function createProductsService(deps: ContentDeps) {
  void deps;
  return {};
}
export type ProductsService = ReturnType<typeof createProductsService>;
