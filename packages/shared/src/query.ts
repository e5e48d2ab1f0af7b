import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT_BY, MAX_PAGE_SIZE } from './constants.js';

/** An optional text filter where the empty string means "no filter" (contract 1.3). */
export const optionalText = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().optional());

/** "true"/"false" strings and booleans; empty means unset. */
export const optionalBool = z.preprocess((v) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (v === true || v === 'true' || v === '1') return true;
  if (v === false || v === 'false' || v === '0') return false;
  return v;
}, z.boolean().optional());

/** An optional number filter within [min, max]; empty means unset, anything else is refused (400). */
export const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number().min(min).max(max).optional(),
  );

const intOr = (fallback: number, min: number, max: number) =>
  z.preprocess((v) => {
    const n = typeof v === 'string' && v !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
    if (!Number.isFinite(n)) return fallback;
    return Math.min(Math.max(Math.trunc(n), min), max);
  }, z.number().int());

/** Common list query of contract 1.3; unknown keys are ignored. */
// Each field also has a default, so the OpenAPI document shows it as optional (which it is).
export const listQuerySchema = z.object({
  limit: z
    .preprocess((v) => (v === '0' || v === 0 ? undefined : v), intOr(DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE))
    .default(DEFAULT_PAGE_SIZE),
  offset: intOr(0, 0, Number.MAX_SAFE_INTEGER).default(0),
  sort: z.preprocess((v) => (v === 'asc' ? 'asc' : 'desc'), z.enum(['asc', 'desc'])).default('desc'),
  sortBy: z
    .preprocess((v) => (typeof v === 'string' && v !== '' ? v : DEFAULT_SORT_BY), z.string().max(50))
    .default(DEFAULT_SORT_BY),
  q: optionalText,
  fromDate: optionalText,
  toDate: optionalText,
});
export type ListQuery = z.infer<typeof listQuerySchema>;
