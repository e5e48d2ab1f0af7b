/** The wallet's sellables registry with the content types that register at composition time. */
import { feedSellable } from './modules/feeds/feeds.sellable.repository.js';
import { gallerySellable } from './modules/galleries/galleries.sellable.repository.js';
import { productSellable } from './modules/products/products.sellable.repository.js';
import { reelSellable } from './modules/reels/reels.sellable.repository.js';
import { videoSellable } from './modules/videos/videos.sellable.repository.js';
import { createSellables } from './modules/wallet/sellables.js';

/** Posts, videos, galleries, reels and products register here; messages and streams from their services. */
export function createContentSellables() {
  const sellables = createSellables();
  for (const kind of [feedSellable, videoSellable, gallerySellable, reelSellable, productSellable])
    sellables.register(kind.target, kind.loader, kind.guard);
  return sellables;
}
