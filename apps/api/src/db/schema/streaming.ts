import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * Live streams (contract 4.15): one `public` stream per creator, reused by every session. Each
 * `POST /streaming/live` starts a new session (a new `session_id`, which is also the Agora channel).
 */
export const streams = pgTable(
  'streams',
  {
    id: idColumn(),
    performerId: text('performer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['public'] })
      .notNull()
      .default('public'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    isStreaming: boolean('is_streaming').notNull().default(false),
    isFree: boolean('is_free').notNull().default(true),
    /** Price of one session, minor units like every other sellable. */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull().default(0),
    sessionId: text('session_id').notNull(),
    /** Seconds of the current session: the largest value reported by set-duration. */
    streamingTime: integer('streaming_time').notNull().default(0),
    lastStreamingTime: timestamp('last_streaming_time', { withTimezone: true }),
    members: integer('members').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    /** The `stream_public` conversation of the stream's chat. */
    conversationId: text('conversation_id'),
    /** The session whose go-live mail went out (mailed at most once per session). */
    notifiedSessionId: text('notified_session_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('streams_performer_type').on(t.performerId, t.type),
    index('streams_live_idx').on(t.isStreaming, t.updatedAt),
  ],
);
