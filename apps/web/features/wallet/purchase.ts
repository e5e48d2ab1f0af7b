import { fromCents, toCents } from './money';
import type { PurchaseTarget } from './wallet.thunks';

/** What the purchase dialog shows and buys. */
export interface PurchaseItem {
  target: PurchaseTarget;
  _id: string;
  title: string;
  price: number;
  image?: string | null;
  performerName?: string;
  /** Physical products: how many are left (the quantity is capped by it). */
  stock?: number;
}

const NOUNS: Record<PurchaseTarget, string> = {
  feed: 'post',
  video: 'video',
  gallery: 'gallery',
  reel: 'reel',
  message: 'message',
  product: 'product',
  stream: 'live session',
};

/** "post", "video": how the dialog names an item. */
export const purchaseNoun = (target: PurchaseTarget) => NOUNS[target];

/** "Unlock this post", "Buy this product". */
export const purchaseTitle = (target: PurchaseTarget) =>
  target === 'product' ? 'Buy this product' : `Unlock this ${NOUNS[target]}`;

/** The total of `quantity` items at `price`, to the cent (at least one item). */
export const totalPrice = (price: number, quantity: number) => fromCents(toCents(price) * Math.max(1, quantity));
