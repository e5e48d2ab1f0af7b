/** Galleries as staff moderation reads and hides them (their `hiddenAt`). */
import { sql } from 'drizzle-orm';
import { galleries } from '../../db/schema/index.js';
import { hideable, statusOf, type ContentSource } from '../content/moderated-source.js';

/** A gallery's title, creator and status (`hidden` while staff hide it). */
export const galleryModeration: ContentSource = hideable(
  galleries,
  sql<string>`${galleries.title}`,
  galleries.performerId,
  statusOf(galleries),
);
