import { z } from 'zod';

/** Creator categories and site promos (contract 3.2, 3.22): public lists of operator-managed records. */

export const CATALOG_MESSAGES = {
  unknownCategory: 'Category is not found',
  slugTaken: 'A category with this slug exists already',
  couponCodeTaken: 'A coupon with this code already exists',
  couponUsed: 'A coupon fans have used cannot be deleted; deactivate it instead',
} as const;

export const CATALOG_STATUSES = ['active', 'inactive'] as const;

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

/** What an operator writes for a creator category (POST/PUT /admin/performer-categories). */
export const categoryInputSchema = z.object({
  name: z.string().trim().min(1, 'name: required').max(100, 'name: at most 100 characters'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug: lowercase letters, digits and dashes')
    .max(100, 'slug: at most 100 characters'),
  description: z.string().trim().max(1000, 'description: at most 1000 characters').default(''),
  ordering: z.coerce.number().int('ordering: a whole number').min(0).max(100000).default(0),
  status: z.enum(CATALOG_STATUSES).default('active'),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** What an operator writes for a site promo (POST/PUT /admin/site-promos); the link is a URL or a site path. */
export const promoInputSchema = z.object({
  title: z.string().trim().min(1, 'title: required').max(200, 'title: at most 200 characters'),
  description: z.string().trim().max(1000, 'description: at most 1000 characters').default(''),
  link: z
    .string()
    .trim()
    .max(500, 'link: at most 500 characters')
    .regex(/^$|^\/(?!\/)|^https?:\/\//, 'link: an http(s) address or a path starting with /')
    .default(''),
  position: z.enum(PROMO_POSITIONS).default('top'),
  status: z.enum(CATALOG_STATUSES).default('active'),
  ordering: z.coerce.number().int('ordering: a whole number').min(0).max(100000).default(0),
});
export type PromoInput = z.input<typeof promoInputSchema>;

/** A coupon as operators see it (GET /admin/coupons/search): value is the fraction off (0.1 = 10 %). */
export const adminCouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  value: z.number(),
  /** The last day it can be used (YYYY-MM-DD), or null for no end. */
  expiredDate: z.string().nullable(),
  numberOfUses: z.number().int(),
  /** How many fans may use it in all; null for no limit. */
  maxUses: z.number().int().nullable(),
  status: z.enum(CATALOG_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** What an operator writes for a coupon (POST/PUT /admin/coupons). */
export const couponInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,40}$/, 'code: 3 to 40 letters, digits, dashes or underscores'),
  value: z.coerce
    .number({ error: 'value: a number' })
    .gt(0, 'value: more than 0')
    .max(1, 'value: at most 1 (100 %)')
    .refine((v) => Number.isInteger(v * 10000), 'value: at most 4 decimals'),
  expiredDate: z
    .string()
    .trim()
    .regex(/^$|^\d{4}-\d{2}-\d{2}$/, 'expiredDate: a date (YYYY-MM-DD)')
    .nullish()
    .transform((v) => v || null),
  maxUses: z
    .union([z.literal(''), z.null(), z.coerce.number().int('maxUses: a whole number').min(1, 'maxUses: at least 1')])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
  status: z.enum(CATALOG_STATUSES).default('active'),
});
export type CouponInput = z.input<typeof couponInputSchema>;
