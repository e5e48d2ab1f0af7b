import { z } from 'zod';
import { DOMAIN_CODES } from './errors.js';

/** Success envelope of contract.md 1.1: `{ status: 0, data }`. */
export const okSchema = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(0), data });

/** Paged payload of contract.md 1.2. */
export const pagedSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int() });

export const domainCodeSchema = z.enum(DOMAIN_CODES);

/** Error body of contract.md 1.5, plus the domain `code` when the refusal has one (docs/errors.md). */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string().optional(),
  code: domainCodeSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export interface Envelope<T> {
  status: 0;
  data: T;
}
export interface Paged<T> {
  data: T[];
  total: number;
}
