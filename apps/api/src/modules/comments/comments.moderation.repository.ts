/** Comments as staff moderation reads and hides them (their `hiddenAt`). */
import { sql } from 'drizzle-orm';
import { comments } from '../../db/schema/index.js';
import { hideable, type ContentSource } from '../content/moderated-source.js';

/** The start of a comment, its author, and `active` (`hidden` while staff hide it). */
export const commentModeration: ContentSource = hideable(
  comments,
  sql<string>`left(${comments.content}, 120)`,
  comments.createdBy,
  sql<string>`'active'`,
);
