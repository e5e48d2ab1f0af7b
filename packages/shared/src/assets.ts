import { z } from 'zod';
import { fileViewSchema } from './feeds.js';
import { performerDetailsSchema } from './profiles.js';
import { listQuerySchema, optionalBool, optionalText } from './query.js';

/** Creator content beside posts: galleries, photos, videos, reels, products (contract 3.9-3.13, 4.7-4.10). */

export const ASSET_STATUSES = ['draft', 'active', 'inactive'] as const;
export const VIDEO_STATUSES = ['draft', 'active', 'inactive', 'file-error'] as const;
export const PRODUCT_TYPES = ['physical', 'digital'] as const;

export const ASSET_MESSAGES = {
  invalidImage: 'Invalid image!',
  invalidFileFormat: 'Invalid file format',
  missingDigitalFile: 'Missing digital file',
  galleryNotYours: 'This gallery does not exist or is not yours',
  /** An admin made content for an account that is not a creator. */
  creatorNotFound: 'Creator not found',
  noDownload: 'This product has no file to download',
  notBought: 'Buy this product to download it',
  priceNeeded: 'Set a price above zero to sell this',
} as const;

/** Text form fields arrive as strings in multipart bodies: numbers and booleans from strings. */
const formNumber = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number().min(0).max(100_000).optional(),
);
const formInt = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number().int().min(0).max(1_000_000).optional(),
);
const formDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.iso.datetime({ offset: true }).optional(),
);
const list = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]),
  z.array(z.string().trim().min(1).max(64)).max(30).optional(),
);

const sale = <T extends { isSale?: boolean; price?: number }>(v: T, ctx: z.RefinementCtx) => {
  if (v.isSale && !(v.price && v.price > 0))
    ctx.addIssue({ code: 'custom', path: ['price'], message: ASSET_MESSAGES.priceNeeded });
};

/* Galleries and photos */
export const galleryInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Give the gallery a title').max(200),
    description: z.string().trim().max(2000).optional(),
    status: z.enum(ASSET_STATUSES).optional(),
    isSale: optionalBool,
    price: formNumber,
    isSchedule: optionalBool,
    scheduledAt: formDate,
    performerId: optionalText,
  })
  .superRefine(sale);
export type GalleryInput = z.infer<typeof galleryInputSchema>;

export const photoUploadFieldsSchema = z.object({
  galleryId: z.string().min(1, 'Choose a gallery').max(64),
  title: optionalText,
  description: optionalText,
  status: z.enum(ASSET_STATUSES).optional(),
});
export const photoUpdateSchema = z.object({
  title: z.string().trim().max(200).optional(),
  description: z.string().trim().max(2000).optional(),
  status: z.enum(ASSET_STATUSES).optional(),
  galleryId: z.string().max(64).optional(),
  /** New place in the gallery, 0 first. */
  position: z.number().int().min(0).max(100_000).optional(),
});

const statsSchema = z.object({ likes: z.number(), bookmarks: z.number(), comments: z.number(), views: z.number() });
const performerRef = performerDetailsSchema
  .partial()
  .extend({ _id: z.string(), username: z.string(), name: z.string() });

export const gallerySchema = z.object({
  _id: z.string(),
  performerId: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  status: z.enum(ASSET_STATUSES),
  price: z.number(),
  isSale: z.boolean(),
  numOfItems: z.number(),
  coverPhotoId: z.string().nullable(),
  coverPhoto: z.object({ url: z.string().nullable(), thumbnails: z.array(z.string()) }).nullable(),
  stats: statsSchema,
  isSchedule: z.boolean(),
  scheduledAt: z.string().nullable(),
  performer: performerRef.optional(),
  isBookMarked: z.boolean(),
  isSubscribed: z.boolean(),
  isBought: z.boolean(),
  canView: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Gallery = z.infer<typeof gallerySchema>;

export const photoSchema = z.object({
  _id: z.string(),
  performerId: z.string(),
  galleryId: z.string(),
  fileId: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(ASSET_STATUSES),
  processing: z.boolean(),
  position: z.number(),
  price: z.number(),
  isGalleryCover: z.boolean(),
  photo: fileViewSchema,
  gallery: gallerySchema.pick({ _id: true, title: true, slug: true, isSale: true, price: true }).optional(),
  performer: performerRef.optional(),
  canView: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

export const galleryQuerySchema = listQuerySchema.extend({
  performerId: optionalText,
  excludedId: optionalText,
  status: z.enum(ASSET_STATUSES).optional(),
});
export const photoQuerySchema = listQuerySchema.extend({
  galleryId: optionalText,
  status: z.enum(ASSET_STATUSES).optional(),
});

/* Videos */
const videoFieldsBase = z.object({
  title: z.string().trim().min(1, 'Give the video a title').max(200),
  description: z.string().trim().max(5000).optional(),
  status: z.enum(ASSET_STATUSES).optional(),
  isSale: optionalBool,
  price: formNumber,
  isSchedule: optionalBool,
  scheduledAt: formDate,
  tags: list,
  participantIds: list,
});
export const videoFieldsSchema = videoFieldsBase.superRefine(sale);
/** Edits send only what changes (multipart PUT, contract 3.11). */
export const videoEditFieldsSchema = videoFieldsBase.partial();
export type VideoFields = z.infer<typeof videoFieldsSchema>;

export const videoSchema = z.object({
  _id: z.string(),
  performerId: z.string(),
  fileId: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  status: z.enum(VIDEO_STATUSES),
  tags: z.array(z.string()),
  processing: z.boolean(),
  teaserProcessing: z.boolean(),
  thumbnailId: z.string().nullable(),
  teaserId: z.string().nullable(),
  isSale: z.boolean(),
  price: z.number(),
  isSchedule: z.boolean(),
  scheduledAt: z.string().nullable(),
  participantIds: z.array(z.string()),
  participants: z.array(performerRef),
  stats: z.object({ views: z.number(), likes: z.number(), comments: z.number(), bookmarks: z.number() }),
  thumbnail: fileViewSchema.nullable(),
  teaser: fileViewSchema.nullable(),
  video: fileViewSchema.nullable(),
  performer: performerRef.optional(),
  isSubscribed: z.boolean(),
  isBought: z.boolean(),
  isLiked: z.boolean(),
  isBookmarked: z.boolean(),
  canView: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

export const videoQuerySchema = listQuerySchema.extend({
  performerId: optionalText,
  excludedId: optionalText,
  isSale: optionalBool,
  status: z.enum(ASSET_STATUSES).optional(),
  tag: optionalText,
});

/* Reels */
export const reelFieldsSchema = z
  .object({
    title: z.string().trim().max(200).optional(),
    description: z.string().trim().max(2000).optional(),
    status: z.enum(ASSET_STATUSES).optional(),
    isSale: optionalBool,
    price: formNumber,
  })
  .superRefine(sale);
export const reelSchema = z.object({
  _id: z.string(),
  performerId: z.string(),
  performer: performerRef.optional(),
  title: z.string(),
  description: z.string(),
  status: z.enum(VIDEO_STATUSES),
  isSale: z.boolean(),
  price: z.number(),
  video: fileViewSchema.nullable(),
  thumbnail: z.string().nullable(),
  stats: z.object({ views: z.number(), likes: z.number(), comments: z.number() }),
  isLiked: z.boolean(),
  isBookMarked: z.boolean(),
  isSubscribed: z.boolean(),
  isBought: z.boolean(),
  canView: z.boolean(),
  processing: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reel = z.infer<typeof reelSchema>;
export const reelQuerySchema = listQuerySchema.extend({ performerId: optionalText });

/* Products */
export const productFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Give the product a name').max(200),
  description: z.string().trim().max(5000).optional(),
  type: z.enum(PRODUCT_TYPES).default('physical'),
  price: formNumber,
  stock: formInt,
  status: z.enum(ASSET_STATUSES).optional(),
  performerId: optionalText,
});
export type ProductFields = z.infer<typeof productFieldsSchema>;
export const productSchema = z.object({
  _id: z.string(),
  performerId: z.string(),
  type: z.enum(PRODUCT_TYPES),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  status: z.enum(ASSET_STATUSES),
  price: z.number(),
  stock: z.number(),
  image: z.string().nullable(),
  digitalFileId: z.string().nullable(),
  stats: statsSchema,
  performer: performerRef.optional(),
  isBookMarked: z.boolean(),
  isBought: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
/** The owner's view adds the stored image id and a link to the digital file. */
export const ownProductSchema = productSchema.extend({
  imageId: z.string().nullable(),
  digitalFileUrl: z.string().nullable(),
});
export const productQuerySchema = listQuerySchema.extend({
  performerId: optionalText,
  excludedId: optionalText,
  status: z.enum(ASSET_STATUSES).optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
});
