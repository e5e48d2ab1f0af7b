import { z } from 'zod';

/** Creator categories and site promos (contract 3.2, 3.22): public lists of operator-managed records. */

export const CATALOG_MESSAGES = {
  unknownCategory: 'Category is not found',
} as const;

/** A creator category (contract 3.2). */
export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  ordering: z.number(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/**
 * A list of category ids as clients send it: repeated query keys or multipart parts, a JSON array,
 * or one comma-separated string; empty means none (contract 1.3, 1.4).
 */
export const categoryIdsSchema = z.preprocess(
  (v) =>
    v === undefined || v === null || v === ''
      ? []
      : (Array.isArray(v) ? v : String(v).split(',')).map((s) => String(s).trim()).filter(Boolean),
  z.array(z.string().max(64, 'categoryIds: not an id')).max(20, 'categoryIds: at most 20 categories'),
);

export const PROMO_POSITIONS = ['top', 'bottom', 'left', 'right', 'middle'] as const;

/** A site promo, "Banner" of contract 4 (the picture's URL is absolute, '' without one). */
export const bannerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  status: z.string(),
  position: z.string(),
  ordering: z.number(),
  photo: z
    .object({
      url: z.string(),
      thumbnails: z.array(z.string()),
      width: z.number().nullable(),
      height: z.number().nullable(),
      mimeType: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
