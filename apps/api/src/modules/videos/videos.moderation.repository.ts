/** Videos as staff moderation reads and hides them (their `hiddenAt`). */
import { sql } from 'drizzle-orm';
import { videos } from '../../db/schema/index.js';
import { hideable, statusOf, type ContentSource } from '../content/moderated-source.js';

/** A video's title, creator and status (`hidden` while staff hide it). */
export const videoModeration: ContentSource = hideable(
  videos,
  sql<string>`${videos.title}`,
  videos.performerId,
  statusOf(videos),
);
