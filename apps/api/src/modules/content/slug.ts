import { randomBytes } from 'node:crypto';

/** A URL slug from a title plus a short random tail, so two items with one title never collide. */
export function slugFor(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'item'}-${randomBytes(3).toString('hex')}`;
}

/** Whether a path segment is an id (24 hex) rather than a slug (contract 1.7). */
export const isObjectId = (value: string) => /^[0-9a-f]{24}$/.test(value);
