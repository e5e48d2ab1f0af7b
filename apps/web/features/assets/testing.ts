import type { Gallery, Photo, Product, Reel, Video } from '@fanlane/shared';
import { fileView } from '@/features/feeds/testing';
import { fixtureBuilder, fixtureStamps } from '@/lib/testing/fixture-builder';

/** Test builders for galleries, photos, videos, reels and products (unit tests only). */

const performer = { _id: 'p1', username: 'star', name: 'Star' };

/** What every item of creator p1 starts from: published, free, made on 2026-01-01. */
const item = { performerId: 'p1', description: '', status: 'active', price: 0, ...fixtureStamps } as const;
/** A fan who neither subscribes nor bought it, and may view it. */
const viewer = { isSubscribed: false, isBought: false, canView: true };
/** Not for sale, not scheduled. */
const free = { isSale: false, isSchedule: false, scheduledAt: null };
/** No views nor reactions yet (a new object each time: tests may change it). */
const noStats = () => ({ views: 0, likes: 0, comments: 0, bookmarks: 0 });

export const gallery = fixtureBuilder<Gallery>(() => ({
  ...item,
  ...viewer,
  ...free,
  stats: noStats(),
  _id: 'g1',
  title: 'Summer',
  slug: 'summer',
  numOfItems: 3,
  coverPhotoId: 'ph1',
  coverPhoto: { url: null, thumbnails: ['http://api.test/files/private/f1?variant=thumb'] },
  performer,
  isBookMarked: false,
  canView: false,
}));

export const photo = fixtureBuilder<Photo>(() => ({
  ...item,
  canView: true,
  _id: 'ph1',
  galleryId: 'g1',
  fileId: 'f1',
  title: '',
  processing: false,
  position: 0,
  isGalleryCover: false,
  photo: fileView({ _id: 'f1' }),
}));

export const video = fixtureBuilder<Video>(() => ({
  ...item,
  ...viewer,
  ...free,
  stats: noStats(),
  _id: 'v1',
  fileId: 'fv',
  title: 'Clip',
  slug: 'clip',
  tags: [],
  processing: false,
  teaserProcessing: false,
  thumbnailId: null,
  teaserId: null,
  participantIds: [],
  participants: [],
  thumbnail: null,
  teaser: null,
  video: fileView({ _id: 'fv', type: 'performer-video', mimeType: 'video/mp4', duration: 65 }),
  performer,
  isLiked: false,
  isBookmarked: false,
}));

export const reel = fixtureBuilder<Reel>(() => ({
  ...item,
  ...viewer,
  isSale: false,
  _id: 'r1',
  performer,
  title: '',
  video: fileView({ _id: 'fr', type: 'reel-video', mimeType: 'video/mp4' }),
  thumbnail: 'http://api.test/thumb/r1.webp',
  stats: { views: 0, likes: 0, comments: 0 },
  isLiked: false,
  isBookMarked: false,
  processing: false,
}));

export const product = fixtureBuilder<Product>(() => ({
  ...item,
  isBought: false,
  stats: noStats(),
  _id: 'pr1',
  type: 'physical',
  name: 'Poster',
  slug: 'poster',
  price: 12,
  stock: 3,
  image: 'http://api.test/files/public/pr1.webp',
  digitalFileId: null,
  performer,
  isBookMarked: false,
}));
