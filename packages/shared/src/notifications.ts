import { z } from 'zod';
import { listQuerySchema, optionalBool, optionalText } from './query.js';

/**
 * The notifications centre (issue "Discovery, search, notifications"): one record per event a person
 * cares about, shown in the header's bell and at /notifications, pushed over the socket as
 * `notification_created`, and mailed (at once or in a daily digest) as each account prefers.
 *
 * Adding a type: add an entry to NOTIFICATION_TYPES (who it is for, its label, whether it is mailed
 * by default, and its sentence). The API then accepts it in `notify`/`fanOut`, the preferences list
 * shows it and the bell renders it; nothing else changes.
 */

/** Who a type is for: creators, fans, or either (the preferences page shows an account its own). */
export type NotificationAudience = 'creator' | 'fan' | 'all';

/** What a sentence is built from: the actor's display name and the event's data. */
export interface NotificationTextInput {
  actor: string;
  data: Record<string, unknown>;
  objectType: string;
}

export interface NotificationTypeInfo {
  audience: NotificationAudience;
  /** The preferences page's label. */
  label: string;
  /** Mailed unless the account turns it off (others: only when turned on). */
  email: boolean;
  text(input: NotificationTextInput): string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
/** Amounts travel in minor units (business-rules "Money"); shown as tokens. */
const tokens = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) return '';
  const value = n / 100;
  return `${Number.isInteger(value) ? value : value.toFixed(2)} ${value === 1 ? 'token' : 'tokens'}`;
};
const quoted = (v: unknown, max = 80) => {
  const s = str(v).replace(/\s+/g, ' ').trim();
  if (!s) return '';
  return `: “${s.length > max ? `${s.slice(0, max - 1)}…` : s}”`;
};
/** "post", "video"… as people say them. */
export const objectNoun = (objectType: string) =>
  ({
    feed: 'post',
    performer: 'profile',
    comment: 'comment',
    video: 'video',
    gallery: 'gallery',
    product: 'product',
    reel: 'reel',
    message: 'message',
    stream: 'live stream',
  })[objectType] ?? 'content';

export const NOTIFICATION_TYPES = {
  new_subscriber: {
    audience: 'creator',
    label: 'New subscribers',
    email: false,
    text: ({ actor, data }) => `${actor} subscribed to you${data.subscriptionType === 'free' ? ' (free trial)' : ''}`,
  },
  subscription_renewed: {
    audience: 'creator',
    label: 'Renewed subscriptions',
    email: false,
    text: ({ actor }) => `${actor} renewed their subscription`,
  },
  subscription_cancelled: {
    audience: 'creator',
    label: 'Cancelled subscriptions',
    email: false,
    text: ({ actor }) => `${actor} cancelled their subscription`,
  },
  tip: {
    audience: 'creator',
    label: 'Tips',
    email: false,
    text: ({ actor, data }) => `${actor} tipped you ${tokens(data.amount)}${quoted(data.note)}`,
  },
  purchase: {
    audience: 'creator',
    label: 'Purchases',
    email: false,
    text: ({ actor, data, objectType }) =>
      `${actor} bought your ${objectNoun(objectType)}${str(data.title) ? ` “${str(data.title)}”` : ''} for ${tokens(data.amount)}`,
  },
  comment: {
    audience: 'all',
    label: 'Comments on your content',
    email: true,
    text: ({ actor, data, objectType }) => `${actor} commented on your ${objectNoun(objectType)}${quoted(data.text)}`,
  },
  like: {
    audience: 'all',
    label: 'Likes',
    email: false,
    text: ({ actor, objectType }) => `${actor} liked your ${objectNoun(objectType)}`,
  },
  new_follower: {
    audience: 'creator',
    label: 'New followers',
    email: false,
    text: ({ actor }) => `${actor} started following you`,
  },
  order_status: {
    audience: 'all',
    label: 'Orders',
    email: true,
    text: ({ actor, data }) =>
      data.status === 'created'
        ? `${actor} ordered ${str(data.title) || 'a product'}${str(data.orderNumber) ? ` (#${str(data.orderNumber)})` : ''}`
        : `Your order${str(data.orderNumber) ? ` #${str(data.orderNumber)}` : ''} is now ${str(data.status) || 'updated'}`,
  },
  payout_status: {
    audience: 'creator',
    label: 'Payouts',
    email: true,
    text: ({ data }) => `Your payout request of ${tokens(data.amount)} was ${str(data.status) || 'updated'}`,
  },
  report_outcome: {
    audience: 'all',
    label: 'Reports',
    email: true,
    text: ({ data, objectType }) =>
      `A report about ${data.reporter ? 'content you reported' : `your ${objectNoun(objectType)}`} was ${str(data.outcome) || 'reviewed'}${quoted(data.note)}`,
  },
  new_post: {
    audience: 'fan',
    label: 'New posts from creators you subscribe to',
    email: false,
    text: ({ actor, data }) => `${actor} posted something new${quoted(data.text)}`,
  },
  comment_reply: {
    audience: 'all',
    label: 'Replies to your comments',
    email: false,
    text: ({ actor, data }) => `${actor} replied to your comment${quoted(data.text)}`,
  },
  live_now: {
    audience: 'fan',
    label: 'Creators going live',
    email: true,
    text: ({ actor, data }) => `${actor} is live now${quoted(data.title)}`,
  },
  subscription_expiring: {
    audience: 'fan',
    label: 'Subscriptions about to end',
    email: true,
    text: ({ actor, data }) =>
      `Your subscription to ${actor} ends on ${str(data.expiredAt).slice(0, 10) || 'soon'}${data.renews ? ' and renews from your wallet' : ''}`,
  },
  refund_decision: {
    audience: 'fan',
    label: 'Answers to your refund requests',
    email: true,
    text: ({ data }) =>
      data.status === 'refunded'
        ? `Your refund request was accepted: ${tokens(data.amount)} are back in your wallet`
        : `Your refund request of ${tokens(data.amount)} was declined${quoted(data.note)}`,
  },
  private_show_request: {
    audience: 'creator',
    label: 'Private show requests',
    email: false,
    text: ({ actor, data }) =>
      `${actor} asked for a private show${data.price ? ` at ${tokens(data.price)} a minute` : ''}`,
  },
  private_show_update: {
    audience: 'fan',
    label: 'Answers to your private show requests',
    email: false,
    text: ({ actor, data }) =>
      data.status === 'approved'
        ? `${actor} accepted your private show request`
        : data.status === 'started'
          ? `${actor} started your private show: join now`
          : `${actor} declined your private show request`,
  },
} as const satisfies Record<string, NotificationTypeInfo>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as NotificationType[];
export const isNotificationType = (v: unknown): v is NotificationType =>
  typeof v === 'string' && Object.prototype.hasOwnProperty.call(NOTIFICATION_TYPES, v);

/** The sentence of a notification (the API sends it as `text`; a localised client may build its own). */
export function notificationText(type: string, input: NotificationTextInput): string {
  const info = isNotificationType(type) ? (NOTIFICATION_TYPES[type] as NotificationTypeInfo) : null;
  return info ? info.text(input) : `${input.actor} did something`;
}

/** The types an account sees on its preferences page (creators' and fans' own, plus shared ones). */
export const notificationTypesFor = (isPerformer: boolean) =>
  NOTIFICATION_TYPE_NAMES.filter((t) => {
    const audience: NotificationAudience = NOTIFICATION_TYPES[t].audience;
    return audience === 'all' || audience === (isPerformer ? 'creator' : 'fan');
  });

export const NOTIFICATION_MESSAGES = {
  unknownType: 'Unknown notification type',
} as const;

export const notificationActorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: z.string(),
  isPerformer: z.boolean(),
});

/** A notification as the bell, the page and the socket see it. */
export const notificationSchema = z.object({
  _id: z.string(),
  type: z.string(),
  actorId: z.string().nullable(),
  actor: notificationActorSchema.nullable(),
  objectType: z.string(),
  objectId: z.string(),
  /** A path of the web app to open (e.g. /posts/post-123), or ''. */
  link: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** The sentence, in English. */
  text: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationQuerySchema = listQuerySchema.extend({
  /** One type, or several separated by commas. */
  type: optionalText,
  /** Only unread ones. */
  unread: optionalBool,
});

export const unreadCountSchema = z.object({ total: z.number().int() });
export const readResultSchema = z.object({ success: z.literal(true), total: z.number().int() });

export const notificationPreferenceSchema = z.object({
  type: z.string(),
  label: z.string(),
  inApp: z.boolean(),
  email: z.boolean(),
});
export const notificationPreferencesSchema = z.object({
  /** One daily mail listing the day's mailed types instead of a mail per notification. */
  digest: z.boolean(),
  types: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesUpdateSchema = z.object({
  digest: z.boolean().optional(),
  types: z
    .array(
      z.object({
        type: z.string().refine(isNotificationType, NOTIFICATION_MESSAGES.unknownType),
        inApp: z.boolean().optional(),
        email: z.boolean().optional(),
      }),
    )
    .max(NOTIFICATION_TYPE_NAMES.length * 2)
    .optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;
