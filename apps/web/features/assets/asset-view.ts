import type { FileView, Gallery, Photo, Product, Reel, Video } from '@fanlane/shared';

/** One page of a list endpoint (`{ data, total }`, contract 1.2). */
export interface Page<T> {
  items: T[];
  total: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Anything with a string `_id`: the least every listed item must have. */
export const hasId = <T extends { _id: string }>(item: unknown): item is T =>
  isObject(item) && typeof item._id === 'string';

function totalOf(answer: unknown, fallback: number): number {
  return isObject(answer) && typeof answer.total === 'number' ? answer.total : fallback;
}

/** A list answer as a page; items without an id are dropped so one bad item cannot break a grid. */
export function toPage<T extends { _id: string }>(answer: unknown, keep: (item: unknown) => boolean = hasId): Page<T> {
  const list = isObject(answer) && 'data' in answer ? answer.data : answer;
  const items = (Array.isArray(list) ? list : []).filter((item) => hasId(item) && keep(item)) as T[];
  return { items, total: totalOf(answer, items.length) };
}

/** `GET /reactions/{type}/bookmark` answers Reactions; the bookmarked object is each `objectInfo`. */
export function toBookmarkPage<T extends { _id: string }>(answer: unknown): Page<T> {
  const list = isObject(answer) && Array.isArray(answer.data) ? answer.data : [];
  const items = list.map((row) => (isObject(row) ? row.objectInfo : null)).filter((item) => hasId(item)) as T[];
  return { items, total: totalOf(answer, items.length) };
}

export type AssetLock = 'purchase' | 'subscription';

/**
 * Why the viewer cannot open an item (contract 4.6 view rule, the same for galleries, videos and
 * reels), or null when they can: an item for sale is bought, any other needs a subscription.
 */
export function assetLock(item: { canView: boolean; isSale: boolean; price: number }): AssetLock | null {
  if (item.canView) return null;
  return item.isSale && item.price > 0 ? 'purchase' : 'subscription';
}

/** "1:05", "12:00", "1:02:03"; empty without a duration. */
export function formatDuration(seconds: number | null | undefined): string {
  if (!seconds || seconds <= 0 || !Number.isFinite(seconds)) return '';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** The picture of a gallery card: the cover's thumbnail (always visible), else its full image. */
export function galleryCover(gallery: Pick<Gallery, 'coverPhoto'>): string | null {
  return gallery.coverPhoto?.thumbnails[0] ?? gallery.coverPhoto?.url ?? null;
}

/** A video's poster: its thumbnail, else a frame of the video, else the teaser's, else the blurred preview. */
export function videoPoster(video: Pick<Video, 'thumbnail' | 'video' | 'teaser'>): string | null {
  return (
    video.thumbnail?.url ??
    video.thumbnail?.thumbnails[0] ??
    video.video?.thumbnails[0] ??
    video.teaser?.thumbnails[0] ??
    video.video?.preview ??
    null
  );
}

/** A reel's still: its thumbnail (a blurred preview when locked). */
export function reelPoster(reel: Pick<Reel, 'thumbnail' | 'video'>): string | null {
  return reel.thumbnail ?? reel.video?.thumbnails[0] ?? reel.video?.preview ?? null;
}

/** The small picture of a photo in a grid: its thumbnail (the blurred preview when locked). */
export function photoThumb(photo: Pick<Photo, 'photo'>): string | null {
  return photo.photo.thumbnails[0] ?? photo.photo.preview ?? photo.photo.url ?? null;
}

/** The files of the photos, as the photo viewer shows them. */
export const photoFiles = (photos: readonly Pick<Photo, 'photo'>[]): FileView[] => photos.map((p) => p.photo);

/** What the store shows about availability (its words are `assets.stock.<key>`). */
export type StockLabel = { key: 'digital' } | { key: 'outOfStock' } | { key: 'inStock'; count: number };

export function stockLabel(product: Pick<Product, 'type' | 'stock'>): StockLabel {
  if (product.type === 'digital') return { key: 'digital' };
  if (product.stock <= 0) return { key: 'outOfStock' };
  return { key: 'inStock', count: product.stock };
}

/** Whether a viewer may download a product's file: bought (owners and admins count as bought). */
export const canDownload = (product: Pick<Product, 'type' | 'isBought' | 'digitalFileId'>) =>
  product.type === 'digital' && product.isBought && Boolean(product.digitalFileId);

/** Whether an item's file is still being processed, for polling (contract 4.17). */
export const isProcessing = (file: Pick<FileView, 'status'> | null | undefined) => file?.status === 'processing';

/** When an item is scheduled for later: the time it is published; null once that time has passed. */
export function scheduledLater(item: { isSchedule?: boolean; scheduledAt?: string | null }): string | null {
  return item.isSchedule && item.scheduledAt && new Date(item.scheduledAt).getTime() > Date.now()
    ? item.scheduledAt
    : null;
}
