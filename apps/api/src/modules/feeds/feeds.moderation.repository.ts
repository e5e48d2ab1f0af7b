/** Posts as staff moderation reads them (they hide through their status, kept by the feeds service). */
import { sql } from 'drizzle-orm';
import { feeds } from '../../db/schema/index.js';
import { statusOf, type ContentSource } from '../content/moderated-source.js';

/** A post's title (or the start of its text), creator and status. */
export const feedModeration: ContentSource = {
  table: feeds,
  id: feeds.id,
  createdAt: feeds.createdAt,
  title: sql<string>`coalesce(nullif(${feeds.title}, ''), left(${feeds.text}, 120))`,
  owner: feeds.performerId,
  status: statusOf(feeds),
  setHiddenAt: null,
};
