import { z } from 'zod';
import { listQuerySchema, optionalText } from './query.js';

/** A site page (CMS, contract 3.22) as operators see it (GET /admin/posts/search): every status. */
export const sitePageSchema = z.object({
  _id: z.string(),
  authorId: z.string().nullable(),
  type: z.string(),
  title: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  content: z.string(),
  status: z.string(),
  ordering: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SitePageRecord = z.infer<typeof sitePageSchema>;

export const SITE_PAGE_STATUSES = ['draft', 'published'] as const;

/** What an operator writes for a site page (POST/PUT /admin/posts); published ones show at /page/{slug}. */
export const sitePageInputSchema = z.object({
  type: z.string().trim().min(1).max(30).default('page'),
  title: z.string().trim().min(1, 'title: required').max(200, 'title: at most 200 characters'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'slug: letters, digits and dashes'),
  shortDescription: z.string().max(500, 'shortDescription: at most 500 characters').default(''),
  content: z.string().max(100_000, 'content: at most 100000 characters').default(''),
  status: z.enum(SITE_PAGE_STATUSES).default('draft'),
  ordering: z.coerce.number().int('ordering: a whole number').min(0).max(100000).default(0),
});
export type SitePageInput = z.input<typeof sitePageInputSchema>;
export const sitePageQuerySchema = listQuerySchema.extend({ status: optionalText, type: optionalText });

export const MENU_SECTIONS = ['main', 'header', 'footer'] as const;

/** A menu entry as operators see it (GET /menus/admin/search); the site shows them by section (settings `menus`). */
export const adminMenuSchema = z.object({
  _id: z.string(),
  title: z.string(),
  path: z.string(),
  internal: z.boolean(),
  help: z.string().optional(),
  section: z.enum(MENU_SECTIONS),
  ordering: z.number(),
  isNewTab: z.boolean(),
});
export type AdminMenu = z.infer<typeof adminMenuSchema>;

/** What an operator writes for a menu entry (POST/PUT /menus/admin): a site path when internal, else an http(s) address. */
export const menuInputSchema = z
  .object({
    title: z.string().trim().min(1, 'title: required').max(100, 'title: at most 100 characters'),
    path: z.string().trim().min(1, 'path: required').max(500, 'path: at most 500 characters'),
    internal: z.boolean().default(true),
    help: z.string().trim().max(200, 'help: at most 200 characters').optional(),
    section: z.enum(MENU_SECTIONS).default('footer'),
    ordering: z.coerce.number().int('ordering: a whole number').min(0).max(100000).default(0),
    isNewTab: z.boolean().default(false),
  })
  .refine((m) => (m.internal ? /^\/(?!\/)/.test(m.path) : /^https?:\/\//.test(m.path)), {
    message: 'path: a path starting with / (internal) or an http(s) address',
    path: ['path'],
  });
export type MenuInput = z.input<typeof menuInputSchema>;
export const menuQuerySchema = listQuerySchema.extend({ section: optionalText });
