/** Products as staff moderation reads and hides them (their `hiddenAt`). */
import { sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { hideable, statusOf, type ContentSource } from '../content/moderated-source.js';

/** A product's name, creator and status (`hidden` while staff hide it). */
export const productModeration: ContentSource = hideable(
  products,
  sql<string>`${products.name}`,
  products.performerId,
  statusOf(products),
);
