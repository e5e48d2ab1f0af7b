/** Reels as staff moderation reads and hides them (their `hiddenAt`). */
import { sql } from 'drizzle-orm';
import { reels } from '../../db/schema/index.js';
import { hideable, statusOf, type ContentSource } from '../content/moderated-source.js';

/** A reel's title (or the start of its description), creator and status (`hidden` while staff hide it). */
export const reelModeration: ContentSource = hideable(
  reels,
  sql<string>`coalesce(nullif(${reels.title}, ''), left(${reels.description}, 120))`,
  reels.performerId,
  statusOf(reels),
);
