// What the feed's pages use at run time without zod (a page that imports these does not load it).
import type { Feed } from './feeds.js';

/** Page size the web app asks for on the timeline (contract 3.7: C uses 12). */
export const FEED_PAGE_SIZE = 12;

/** Card thumbnail priority of spec section 3: the first that exists, else null (the default image). */
export function feedCardThumbnail(feed: Pick<Feed, 'thumbnail' | 'files' | 'teaser'>): string | null {
  const photo = feed.files.find((f) => f.type === 'feed-photo');
  const video = feed.files.find((f) => f.type === 'feed-video');
  return (
    feed.thumbnail?.url ??
    feed.thumbnail?.thumbnails[0] ??
    photo?.thumbnails[0] ??
    feed.teaser?.thumbnails[0] ??
    video?.thumbnails[0] ??
    null
  );
}
