import { z } from 'zod';
import { listQuerySchema, optionalBool, optionalText } from './query.js';
import { performerDetailsSchema, publicUserSchema } from './profiles.js';

/** Feeds, polls, comments, reactions and reports (contract 3.4, 3.6, 3.7, 3.14, 4.6, 4.17). */

export const FEED_TYPES = ['text', 'photo', 'video', 'audio', 'scheduled-streaming'] as const;
export type FeedType = (typeof FEED_TYPES)[number];
export const FEED_STATUSES = ['active', 'inactive'] as const;

/** Upload kinds of `POST /performer/feeds/{kind}/upload`. */
export const FEED_UPLOAD_KINDS = ['photo', 'video', 'audio', 'thumbnail', 'teaser'] as const;
export type FeedUploadKind = (typeof FEED_UPLOAD_KINDS)[number];

export const FEED_TEXT_MAX = 500;
export const FEED_MAX_PHOTOS = 12;
export const COMMENT_MAX = 150;
export const POLL_OPTIONS_MAX = 10;

/** Default upload limits in MB per kind; operators change them in settings. */
export const UPLOAD_LIMITS_MB = { image: 20, video: 2048, audio: 200 } as const;

export const FEED_MESSAGES = {
  invalidType: 'Invalid feed type',
  noPermissionRemove: "You don't have permission to remove this post",
  pollClosed: 'The poll is now closed',
  alreadyVoted: "You've already voted",
  tooManyPhotos: `A post holds at most ${FEED_MAX_PHOTOS} photos`,
  oneMediaFile: 'A video or audio post holds exactly one file',
  needsFiles: 'Add at least one file to this post',
  fileNotYours: 'One of the files does not exist or is not yours',
  wrongFileKind: 'One of the files is not of the kind this post needs',
  pollNeedsOptions: 'A poll needs at least two options',
  priceNeeded: 'A post for sale needs a price above zero',
  scheduleInPast: 'The schedule time must be in the future',
  streamingTimeNeeded: 'A scheduled stream needs its start time',
  reportedAlready: 'Report updated',
} as const;

const isoDate = z.iso.datetime({ offset: true });
const nullableId = z.preprocess((v) => (v === '' ? null : v), z.string().max(64).nullable().optional());

/** Body of `POST /performer/feeds` and `PUT /performer/feeds/{id}` (contract 3.6). */
export const feedInputSchema = z
  .object({
    type: z.enum(FEED_TYPES, { message: FEED_MESSAGES.invalidType }),
    text: z.string().trim().min(1, 'Write something for this post').max(FEED_TEXT_MAX),
    title: z.string().trim().max(200).optional(),
    fileIds: z.array(z.string().max(64)).max(FEED_MAX_PHOTOS, FEED_MESSAGES.tooManyPhotos).optional(),
    thumbnailId: nullableId,
    teaserId: nullableId,
    pollIds: z.array(z.string().max(64)).max(POLL_OPTIONS_MAX).optional(),
    pollDescription: z.string().trim().max(200).optional(),
    pollExpiredAt: isoDate.nullable().optional(),
    isSale: z.boolean().optional(),
    price: z.number().min(0).max(100_000).optional(),
    status: z.enum(FEED_STATUSES).optional(),
    isSchedule: z.boolean().optional(),
    scheduleAt: isoDate.nullable().optional(),
    isPinned: z.boolean().optional(),
    streamingScheduled: isoDate.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.isSale && !(v.price && v.price > 0))
      ctx.addIssue({ code: 'custom', path: ['price'], message: FEED_MESSAGES.priceNeeded });
    if (v.pollIds && v.pollIds.length === 1)
      ctx.addIssue({ code: 'custom', path: ['pollIds'], message: FEED_MESSAGES.pollNeedsOptions });
    if (v.type === 'scheduled-streaming' && !v.streamingScheduled)
      ctx.addIssue({ code: 'custom', path: ['streamingScheduled'], message: FEED_MESSAGES.streamingTimeNeeded });
  });
export type FeedInput = z.infer<typeof feedInputSchema>;

/** `POST /performer/feeds/polls`: one poll option. */
export const pollInputSchema = z.object({
  description: z.string().trim().min(1, 'Write the option').max(200),
  expiredAt: isoDate.nullable().optional(),
  performerId: z.string().max(64).optional(),
});

export const performerFeedQuerySchema = listQuerySchema.extend({ type: z.enum(FEED_TYPES).optional() });

export const userFeedQuerySchema = listQuerySchema.extend({
  type: z.enum(FEED_TYPES).optional(),
  performerId: optionalText,
  isHome: optionalBool,
  /** Keyset cursor: the `cursor` of the last item of the previous page; offset is then ignored. */
  cursor: optionalText,
});

/** File view inside feeds, messages and status answers (contract 4.17): URLs only when allowed. */
export const fileViewSchema = z.object({
  _id: z.string(),
  type: z.string(),
  name: z.string(),
  mimeType: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  duration: z.number().nullable(),
  size: z.number(),
  status: z.enum(['processing', 'finished', 'error']),
  thumbnails: z.array(z.string()),
  /** Blurred preview, always visible. */
  preview: z.string().nullable(),
  url: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileView = z.infer<typeof fileViewSchema>;

export const pollSchema = z.object({
  _id: z.string(),
  description: z.string(),
  totalVote: z.number(),
  expiredAt: z.string().nullable(),
  refId: z.string().nullable(),
  fromRef: z.literal('feed'),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Poll = z.infer<typeof pollSchema>;

/** Feed (populated) of contract 4.6, with the viewer's flags. */
export const feedSchema = z.object({
  _id: z.string(),
  type: z.enum(FEED_TYPES),
  fromSource: z.literal('performer'),
  fromSourceId: z.string(),
  title: z.string(),
  slug: z.string(),
  text: z.string(),
  pollDescription: z.string(),
  fileIds: z.array(z.string()),
  pollIds: z.array(z.string()),
  pollExpiredAt: z.string().nullable(),
  totalLike: z.number(),
  totalComment: z.number(),
  isSale: z.boolean(),
  price: z.number(),
  /** `hidden`: hidden by a moderator (only its creator and staff see it; the creator cannot undo it). */
  status: z.enum([...FEED_STATUSES, 'hidden']),
  isPinned: z.boolean(),
  pinnedAt: z.string().nullable(),
  isSchedule: z.boolean(),
  scheduleAt: z.string().nullable(),
  streamingScheduled: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  performer: performerDetailsSchema.partial().extend({ _id: z.string(), username: z.string(), name: z.string() }),
  files: z.array(fileViewSchema),
  thumbnail: fileViewSchema.nullable(),
  teaser: fileViewSchema.nullable(),
  polls: z.array(pollSchema),
  /** The option this viewer voted for, if any. */
  votedPollId: z.string().nullable(),
  isLiked: z.boolean(),
  isBookMarked: z.boolean(),
  isSubscribed: z.boolean(),
  isBought: z.boolean(),
  isFollowed: z.boolean(),
  /** Whether the viewer may see the full media (contract 4.6 view rule). */
  canView: z.boolean(),
  /** Opaque keyset cursor for the next page. */
  cursor: z.string(),
});
export type Feed = z.infer<typeof feedSchema>;

/* Comments (contract 3.4) */
export const COMMENT_OBJECT_TYPES = ['video', 'feed', 'gallery', 'product', 'performer', 'comment', 'reel'] as const;
export const commentInputSchema = z.object({
  content: z.string().trim().min(1, 'Write a comment').max(COMMENT_MAX),
  objectId: z.string().min(1).max(64),
  objectType: z.enum(COMMENT_OBJECT_TYPES).default('video'),
});
export const commentUpdateSchema = z.object({
  content: z.string().trim().min(1, 'Write a comment').max(COMMENT_MAX),
  objectType: z.enum(COMMENT_OBJECT_TYPES).optional(),
});
export const commentQuerySchema = listQuerySchema.extend({
  objectId: z.string().min(1).max(64),
  objectType: z.enum(COMMENT_OBJECT_TYPES),
});
export const commentSchema = z.object({
  _id: z.string(),
  objectId: z.string(),
  objectType: z.enum(COMMENT_OBJECT_TYPES),
  content: z.string(),
  createdBy: z.string(),
  totalLike: z.number(),
  totalReply: z.number(),
  creator: publicUserSchema.partial().extend({ _id: z.string(), username: z.string(), name: z.string() }),
  isLiked: z.boolean(),
  isAuth: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/* Reactions and reports (contract 3.14) */
export const REACTION_OBJECT_TYPES = [
  'video',
  'performer',
  'feed',
  'gallery',
  'product',
  'comment',
  'reel',
  'stream',
] as const;
export const REACTION_ACTIONS = ['like', 'favourite', 'bookmark'] as const;
export const BOOKMARK_LIST_TYPES = ['feeds', 'galleries', 'products', 'videos', 'performers', 'reels'] as const;
export const reactionInputSchema = z.object({
  objectId: z.string().min(1).max(64),
  objectType: z.enum(REACTION_OBJECT_TYPES).default('video'),
  action: z.enum(REACTION_ACTIONS),
});
export const reactionSchema = z.object({
  _id: z.string(),
  objectId: z.string(),
  objectType: z.enum(REACTION_OBJECT_TYPES),
  action: z.enum(REACTION_ACTIONS),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const REPORT_TARGETS = ['feed', 'video', 'gallery', 'product', 'performer', 'comment', 'reel'] as const;
export const reportInputSchema = z.object({
  target: z.enum(REPORT_TARGETS).default('feed'),
  targetId: z.string().min(1).max(64),
  performerId: z.string().min(1).max(64),
  title: z.string().trim().min(1, 'Say what is wrong').max(200),
  description: z.string().trim().max(2000).optional(),
});
export const reportSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  source: z.literal('user'),
  sourceId: z.string(),
  performerId: z.string(),
  target: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
