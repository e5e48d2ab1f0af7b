import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, counter, createdAt, forSale, minor, tableWithId, targetItem, timestamps, ts } from './columns.js';
import { userRef } from './refs.js';

/**
 * Creator posts. `publishedAt` is when the post becomes visible to others (its schedule time, or its
 * creation): every read filters on it, so a late publishing job never shows a post early or hides it
 * late. Timelines read (performer_id, published_at desc, id desc).
 */
export const feeds = tableWithId(
  'feeds',
  {
    performerId: userRef('performer_id'),
    type: text('type', { enum: ['text', 'photo', 'video', 'audio', 'scheduled-streaming'] }).notNull(),
    title: text('title').notNull().default(''),
    slug: text('slug').notNull(),
    text: text('text').notNull(),
    fileIds: text('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thumbnailId: text('thumbnail_id'),
    teaserId: text('teaser_id'),
    pollDescription: text('poll_description').notNull().default(''),
    pollExpiredAt: ts('poll_expired_at'),
    totalLike: counter('total_like'),
    totalComment: counter('total_comment'),
    ...forSale(),
    status: text('status', { enum: ['active', 'inactive', 'hidden'] })
      .notNull()
      .default('active'),
    isPinned: boolean('is_pinned').notNull().default(false),
    pinnedAt: ts('pinned_at'),
    isSchedule: boolean('is_schedule').notNull().default(false),
    scheduleAt: ts('schedule_at'),
    streamingScheduled: ts('streaming_scheduled'),
    publishedAt: ts('published_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('feeds_slug_key').on(t.slug),
    index('feeds_performer_published_idx').on(t.performerId, t.publishedAt.desc(), t.id.desc()),
    index('feeds_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    // Home timelines read each followed creator's newest active posts from this index alone.
    index('feeds_active_performer_published_idx')
      .on(t.performerId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'active'`),
    check('feeds_price_nonnegative', sql`${t.priceMinor} >= 0`),
  ],
);

/** Poll options; `feedId` is set when a post takes them. */
export const polls = tableWithId(
  'polls',
  {
    feedId: text('feed_id').references(() => feeds.id, { onDelete: 'cascade' }),
    createdBy: userRef('created_by'),
    description: text('description').notNull(),
    expiredAt: ts('expired_at'),
    totalVote: counter('total_vote'),
    ...timestamps(),
  },
  (t) => [index('polls_feed_idx').on(t.feedId)],
);

/** One vote per user per post (contract 3.7), whichever option. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    feedId: cascadeRef('feed_id', () => feeds.id),
    userId: userRef('user_id'),
    pollId: cascadeRef('poll_id', () => polls.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.userId] })],
);

/** The object a comment or reaction is on (a post, video, gallery, comment...): its type and its id. */
const onObject = () => ({
  objectType: text('object_type').notNull(),
  objectId: text('object_id').notNull(),
});

/** Comments on any object; replies are comments whose object is a comment. */
export const comments = tableWithId(
  'comments',
  {
    ...onObject(),
    createdBy: userRef('created_by'),
    content: text('content').notNull(),
    totalLike: counter('total_like'),
    totalReply: counter('total_reply'),
    /** Set when staff hid the comment (issue #18): only its author and staff see it; cleared on restore. */
    hiddenAt: ts('hidden_at'),
    ...timestamps(),
  },
  (t) => [index('comments_object_idx').on(t.objectType, t.objectId, t.createdAt.desc())],
);

/** Likes, favourites and bookmarks: one row per user, object and action (idempotent). */
export const reactions = tableWithId(
  'reactions',
  {
    createdBy: userRef('created_by'),
    ...onObject(),
    action: text('action', { enum: ['like', 'favourite', 'bookmark'] }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reactions_unique_key').on(t.createdBy, t.objectType, t.objectId, t.action),
    index('reactions_user_list_idx').on(t.createdBy, t.action, t.objectType, t.createdAt.desc()),
    index('reactions_object_idx').on(t.objectType, t.objectId, t.action),
  ],
);

/** Reports: one per user per target; a repeat updates it. */
export const reports = tableWithId(
  'reports',
  {
    sourceId: userRef('source_id'),
    performerId: text('performer_id').notNull(),
    ...targetItem(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The review queue (issue #18): pending until a moderator resolves or dismisses it. */
    status: text('status', { enum: ['pending', 'resolved', 'dismissed'] })
      .notNull()
      .default('pending'),
    /** What was done: dismiss, hide, warn or suspend. */
    resolution: text('resolution'),
    note: text('note').notNull().default(''),
    reviewerId: text('reviewer_id'),
    resolvedAt: ts('resolved_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reports_unique_key').on(t.sourceId, t.target, t.targetId),
    index('reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Fan subscriptions to creators. The money issue adds how they are paid and renewed; access rules
 * read only `status` and `expiredAt` ("active" = active or created, and not expired).
 */
export const subscriptions = tableWithId(
  'subscriptions',
  {
    userId: userRef('user_id'),
    performerId: userRef('performer_id'),
    subscriptionType: text('subscription_type', { enum: ['monthly', 'yearly', 'free'] }).notNull(),
    status: text('status', { enum: ['created', 'active', 'cancelled', 'expired', 'deactivated'] })
      .notNull()
      .default('created'),
    expiredAt: ts('expired_at').notNull(),
    /** 'system' = paid from the wallet (renewed by a job); a gateway name = paid by card, renewed there. */
    paymentGateway: text('payment_gateway').notNull().default('system'),
    /** The gateway's recurring subscription id (card subscriptions). */
    gatewaySubscriptionId: text('gateway_subscription_id'),
    /** The saved card a card subscription renews with. */
    cardId: text('card_id'),
    transactionId: text('transaction_id'),
    priceMinor: minor('price_minor').notNull().default(0),
    /** The pair used its one free trial (business-rules "Subscriptions"). */
    usedFreeSubscription: boolean('used_free_subscription').notNull().default(false),
    startRecurringDate: ts('start_recurring_date'),
    nextRecurringDate: ts('next_recurring_date'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscriptions_gateway_key').on(t.paymentGateway, t.gatewaySubscriptionId),
    index('subscriptions_renewal_idx').on(t.nextRecurringDate),
    uniqueIndex('subscriptions_pair_key').on(t.userId, t.performerId),
    index('subscriptions_performer_idx').on(t.performerId, t.expiredAt),
    // A creator's subscribers in id order, a chunk at a time (notification fan-outs).
    index('subscriptions_performer_user_idx').on(t.performerId, t.userId),
  ],
);

/**
 * What a fan has bought (feed, video, gallery, product, message): the entitlement that access checks
 * read. The money issue writes a row in the same transaction as the wallet charge.
 */
export const purchases = pgTable(
  'purchases',
  {
    userId: userRef('user_id'),
    ...targetItem(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.target, t.targetId] })],
);
