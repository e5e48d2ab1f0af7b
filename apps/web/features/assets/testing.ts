import type { Gallery, Photo, Product, Reel, Video } from '@fanlane/shared';
import { fileView } from '@/features/feeds/testing';

/** Test builders for galleries, photos, videos, reels and products (unit tests only). */

const at = '2026-01-01T00:00:00.000Z';
const performer = { _id: 'p1', username: 'star', name: 'Star' };

export function gallery(overrides: Partial<Gallery> = {}): Gallery {
  return {
    _id: 'g1',
    performerId: 'p1',
    title: 'Summer',
    slug: 'summer',
    description: '',
    status: 'active',
    price: 0,
    isSale: false,
    numOfItems: 3,
    coverPhotoId: 'ph1',
    coverPhoto: { url: null, thumbnails: ['http://api.test/files/private/f1?variant=thumb'] },
    stats: { likes: 0, bookmarks: 0, comments: 0, views: 0 },
    isSchedule: false,
    scheduledAt: null,
    performer,
    isBookMarked: false,
    isSubscribed: false,
    isBought: false,
    canView: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function photo(overrides: Partial<Photo> = {}): Photo {
  return {
    _id: 'ph1',
    performerId: 'p1',
    galleryId: 'g1',
    fileId: 'f1',
    title: '',
    description: '',
    status: 'active',
    processing: false,
    position: 0,
    price: 0,
    isGalleryCover: false,
    photo: fileView({ _id: 'f1' }),
    canView: true,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function video(overrides: Partial<Video> = {}): Video {
  return {
    _id: 'v1',
    performerId: 'p1',
    fileId: 'fv',
    title: 'Clip',
    slug: 'clip',
    description: '',
    status: 'active',
    tags: [],
    processing: false,
    teaserProcessing: false,
    thumbnailId: null,
    teaserId: null,
    isSale: false,
    price: 0,
    isSchedule: false,
    scheduledAt: null,
    participantIds: [],
    participants: [],
    stats: { views: 0, likes: 0, comments: 0, bookmarks: 0 },
    thumbnail: null,
    teaser: null,
    video: fileView({ _id: 'fv', type: 'performer-video', mimeType: 'video/mp4', duration: 65 }),
    performer,
    isSubscribed: false,
    isBought: false,
    isLiked: false,
    isBookmarked: false,
    canView: true,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function reel(overrides: Partial<Reel> = {}): Reel {
  return {
    _id: 'r1',
    performerId: 'p1',
    performer,
    title: '',
    description: '',
    status: 'active',
    isSale: false,
    price: 0,
    video: fileView({ _id: 'fr', type: 'reel-video', mimeType: 'video/mp4' }),
    thumbnail: 'http://api.test/thumb/r1.webp',
    stats: { views: 0, likes: 0, comments: 0 },
    isLiked: false,
    isBookMarked: false,
    isSubscribed: false,
    isBought: false,
    canView: true,
    processing: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'pr1',
    performerId: 'p1',
    type: 'physical',
    name: 'Poster',
    slug: 'poster',
    description: '',
    status: 'active',
    price: 12,
    stock: 3,
    image: 'http://api.test/files/public/pr1.webp',
    digitalFileId: null,
    stats: { likes: 0, bookmarks: 0, comments: 0, views: 0 },
    performer,
    isBookMarked: false,
    isBought: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
