import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tableWithId, timestamps, ts } from './columns.js';
import { users } from './users.js';
import { userRef } from './refs.js';

/**
 * The notifications centre: one row per event and recipient, written by the notifications jobs
 * after the business transaction committed (never inside it). `dedupeKey` makes a retried job, or
 * an event told twice (a like, unliked and liked again), land once per recipient.
 */
export const notifications = tableWithId(
  'notifications',
  {
    userId: userRef('user_id'),
    type: text('type').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    objectType: text('object_type').notNull().default(''),
    objectId: text('object_id').notNull().default(''),
    /** A path of the web app to open, or ''. */
    link: text('link').notNull().default(''),
    /** What the type's sentence is built from (amounts in minor units, titles, excerpts). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    // The bell's count reads only the unread rows of one account.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/**
 * An account's choices: per type, in the bell (`inApp`) and by mail (`email`); only the types the
 * account changed are stored (the others follow NOTIFICATION_TYPES' defaults). `digest` swaps single
 * mails for one a day, sent after `digestSentAt` + 1 day.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: userRef('user_id').primaryKey(),
  types: jsonb('types').$type<Record<string, { inApp?: boolean; email?: boolean }>>().notNull().default({}),
  digest: boolean('digest').notNull().default(false),
  digestSentAt: ts('digest_sent_at'),
  ...timestamps(),
});
