import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { counter, minor, tableWithId, timestamps, ts } from './columns.js';
import { userRef } from './refs.js';

/**
 * Live streams (contract 4.15): one `public` stream per creator, reused by every session. Each
 * `POST /streaming/live` starts a new session (a new `session_id`, which is also the Agora channel).
 */
export const streams = tableWithId(
  'streams',
  {
    performerId: userRef('performer_id'),
    type: text('type', { enum: ['public'] })
      .notNull()
      .default('public'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    isStreaming: boolean('is_streaming').notNull().default(false),
    isFree: boolean('is_free').notNull().default(true),
    /** Price of one session, minor units like every other sellable. */
    priceMinor: minor('price_minor').notNull().default(0),
    sessionId: text('session_id').notNull(),
    /** Seconds of the current session: the largest value reported by set-duration. */
    streamingTime: counter('streaming_time'),
    lastStreamingTime: ts('last_streaming_time'),
    members: counter('members'),
    likes: counter('likes'),
    /** The `stream_public` conversation of the stream's chat. */
    conversationId: text('conversation_id'),
    /** The session whose go-live mail went out (mailed at most once per session). */
    notifiedSessionId: text('notified_session_id'),
    /**
     * The HLS folder the self-hosted ingest writes this stream's video to right now (null: the
     * stream is not carried by the ingest). Viewers allowed in get a signed address to it.
     */
    hlsId: text('hls_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('streams_performer_type').on(t.performerId, t.type),
    index('streams_live_idx').on(t.isStreaming, t.updatedAt),
  ],
);

/**
 * The version of a creator's RTMP stream key. The key itself is never stored: it is an HMAC of the
 * creator's id and this version under an installation secret, so rotating the key (version + 1)
 * revokes the old one at once.
 */
export const streamKeys = pgTable('stream_keys', {
  performerId: userRef('performer_id').primaryKey(),
  version: integer('version').notNull().default(1),
  ...timestamps(),
});

export const PRIVATE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'started', 'ended'] as const;

/**
 * Private 1:1 shows: a fan asks, the creator approves (or rejects) and starts; each started minute
 * is charged from the fan's wallet at its start (`minutes_charged`, `next_charge_at`).
 */
export const privateStreamRequests = tableWithId(
  'private_stream_requests',
  {
    performerId: userRef('performer_id'),
    userId: userRef('user_id'),
    message: text('message').notNull().default(''),
    status: text('status', { enum: PRIVATE_REQUEST_STATUSES }).notNull().default('pending'),
    /** Price of one minute, minor units, fixed when the request is made. */
    priceMinor: minor('price_minor').notNull(),
    /** The show's Agora channel. */
    sessionId: text('session_id').notNull(),
    /** The HLS folder of the creator's video (self-hosted transport), once it is playable. */
    hlsId: text('hls_id'),
    startedAt: ts('started_at'),
    endedAt: ts('ended_at'),
    minutesCharged: counter('minutes_charged'),
    totalMinor: minor('total_minor').notNull().default(0),
    /** When the next minute is charged (started shows only). */
    nextChargeAt: ts('next_charge_at'),
    /** The minute whose low-balance warning went out (warned once per minute). */
    warnedMinute: counter('warned_minute'),
    endReason: text('end_reason'),
    ...timestamps(),
  },
  (t) => [
    index('private_requests_performer_idx').on(t.performerId, t.status),
    index('private_requests_user_idx').on(t.userId, t.status),
    index('private_requests_due_idx').on(t.status, t.nextChargeAt),
  ],
);
