import { z } from 'zod';
import { STREAMING_MESSAGES } from './streaming-messages.js';
import { listQuerySchema, optionalBool, optionalText } from './query.js';
import { conversationSchema, messageSchema, MAX_MESSAGE_LENGTH } from './messaging.js';

/**
 * Live streaming (contract 3.17 stream rows, 3.18, 3.20 stream charges, 4.15, 5.3; business-rules
 * "Live streaming"): one public live stream per creator, its chat, paid entry per session and tips.
 *
 * Exports (names are stable):
 * - STREAM_TYPES, StreamType, STREAM_CONVERSATION_TYPE ('stream_public'), MAX_STREAM_PRICE,
 *   AGORA_TOKEN_TTL_SECONDS, STREAMING_MESSAGES, formatTipMessage(name, amount)
 * - streamLiveInputSchema / StreamLiveInput          POST /streaming/live
 * - streamUpdateInputSchema / StreamUpdateInput      PUT /streaming/live/{id}, PUT /streaming/update
 * - streamSetDurationInputSchema / StreamSetDurationInput   PUT /streaming/set-duration
 * - agoraTokenInputSchema / AgoraTokenInput          POST /streaming/agora/token (answer: string)
 * - streamSearchQuerySchema / StreamSearchQuery      GET /streaming/user/search
 * - streamStatsSchema, streamSchema / Stream (public form), privateStreamSchema / PrivateStream
 * - streamSessionSchema / StreamSession              {stream, conversation} of POST live and GET join
 * - streamMessageInputSchema / StreamMessageInput    POST /messages/stream/{conversationId}
 * - streamMessageQuerySchema                         GET /messages/stream/{conversationId}
 * - streamConversationUpdateSchema                   PUT /conversations/stream/{id}/update
 * - streamTipInputSchema / StreamTipInput            POST /wallet/charges/tip/{performerId} from a stream
 * - streamRoomInputSchema / StreamRoomInput          socket public-stream/join|leave|live payload
 * - streamRoomChangedSchema / StreamRoomChanged      socket public-room-changed payload
 * - streamChargeAnswerSchema                         POST /wallet/charges/stream/{id} when free
 * - streamIngestSchema / StreamIngest                GET /streaming/ingest, POST /streaming/ingest/reset
 * - HLS_URL_TTL_SECONDS, LIVE_GRACE_SECONDS, RTMP_APP
 */

export const STREAM_TYPES = ['public'] as const;
export type StreamType = (typeof STREAM_TYPES)[number];
/** The conversation type of a public stream's chat. */
export const STREAM_CONVERSATION_TYPE = 'stream_public' as const;
/** Highest price (units) a creator may ask for one live session. */
export const MAX_STREAM_PRICE = 10_000;
/** Lifetime of an Agora RTC token (business-rules "Live streaming"). */
export const AGORA_TOKEN_TTL_SECONDS = 3600;
/** Lifetime of a signed HLS address (the player asks `join` again for a fresh one when it lapses). */
export const HLS_URL_TTL_SECONDS = 3600;
/** How long a self-hosted stream waits for its publisher to come back before it ends. */
export const LIVE_GRACE_SECONDS = 30;
/** The RTMP application creators publish to: `rtmp://host:port/live` with their stream key. */
export const RTMP_APP = 'live';

/** "<name> tipped $N.NN": the chat line a stream tip posts (contract 3.20). */
export const formatTipMessage = (name: string, amount: number) => `${name} tipped $${amount.toFixed(2)}`;

const priceSchema = z.coerce
  .number({ error: 'Price must be a number' })
  .finite()
  .min(0, 'Price must be 0 or more')
  .max(MAX_STREAM_PRICE, `Price must be at most ${MAX_STREAM_PRICE}`)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Price has at most 2 decimals');

const boolish = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const streamLiveInputSchema = z
  .object({
    title: z
      .string({ error: STREAMING_MESSAGES.titleRequired })
      .trim()
      .min(1, STREAMING_MESSAGES.titleRequired)
      .max(200, 'Title has at most 200 characters'),
    description: z
      .string({ error: STREAMING_MESSAGES.descriptionRequired })
      .trim()
      .min(1, STREAMING_MESSAGES.descriptionRequired)
      .max(2000, 'Description has at most 2000 characters'),
    isFree: boolish,
    price: priceSchema.optional(),
  })
  .refine((s) => s.isFree || (s.price ?? 0) > 0, { message: STREAMING_MESSAGES.priceRequired, path: ['price'] });
export type StreamLiveInput = z.infer<typeof streamLiveInputSchema>;

export const streamUpdateInputSchema = z.object({
  title: z.string().trim().min(1, STREAMING_MESSAGES.titleRequired).max(200).optional(),
  description: z.string().trim().max(2000, 'Description has at most 2000 characters').optional(),
  isFree: boolish.optional(),
  price: priceSchema.optional(),
});
export type StreamUpdateInput = z.infer<typeof streamUpdateInputSchema>;

export const streamSetDurationInputSchema = z.object({
  streamId: z.string({ error: 'streamId is required' }).min(1, 'streamId is required').max(120),
  duration: z.coerce
    .number({ error: 'duration must be a number' })
    .finite()
    .min(1, 'duration must be at least 1 second')
    .max(60 * 60 * 24 * 7),
});
export type StreamSetDurationInput = z.infer<typeof streamSetDurationInputSchema>;

export const agoraTokenInputSchema = z.object({
  channelName: z
    .string({ error: STREAMING_MESSAGES.channelRequired })
    .trim()
    .min(1, STREAMING_MESSAGES.channelRequired)
    .max(64, 'channelName has at most 64 characters'),
});
export type AgoraTokenInput = z.infer<typeof agoraTokenInputSchema>;

export const streamSearchQuerySchema = listQuerySchema.extend({
  performerId: optionalText,
  isFree: optionalBool,
});
export type StreamSearchQuery = z.infer<typeof streamSearchQuerySchema>;

export const streamStatsSchema = z.object({ members: z.number().int(), likes: z.number().int() });

/** Stream, public form (contract 4.15). */
export const streamSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  isStreaming: z.number().int(),
  isFree: z.boolean(),
  /** Units, like every other sellable. */
  price: z.number(),
  performerId: z.string(),
  performerInfo: z.record(z.string(), z.unknown()).nullable().optional(),
  type: z.enum(STREAM_TYPES),
  sessionId: z.string(),
  stats: streamStatsSchema,
  isSubscribed: z.boolean(),
  conversationId: z.string().nullable(),
  hasPurchased: z.boolean(),
  /**
   * Self-hosted transport: a signed, expiring HLS playlist address, only for viewers allowed to
   * watch, only while the ingest packages the session (absent otherwise).
   */
  hlsUrl: z.string().optional(),
  /** Which transport carries the video: `agora`, `hls` (self-hosted) or `none`. */
  transport: z.enum(['agora', 'hls', 'none']).optional(),
  /** Seconds of the current session (max reported by set-duration); also sent on join (C reads it). */
  streamingTime: z.number().optional(),
  lastStreamingTime: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Stream = z.infer<typeof streamSchema>;

/** Stream, private form (owner): adds streamingTime and lastStreamingTime. */
export const privateStreamSchema = streamSchema.extend({
  streamingTime: z.number(),
  lastStreamingTime: z.string().nullable(),
});
export type PrivateStream = z.infer<typeof privateStreamSchema>;

/** `{stream, conversation}`: answer of POST /streaming/live and GET /streaming/join/{performerId}. */
export const streamSessionSchema = z.object({ stream: streamSchema, conversation: conversationSchema });
export type StreamSession = z.infer<typeof streamSessionSchema>;

export const streamMessageInputSchema = z.object({
  text: z
    .string({ error: 'Write a message' })
    .trim()
    .min(1, 'Write a message')
    .max(MAX_MESSAGE_LENGTH, `A message has at most ${MAX_MESSAGE_LENGTH} characters`),
  type: z.enum(['text']).optional().default('text'),
});
export type StreamMessageInput = z.infer<typeof streamMessageInputSchema>;

export const streamMessageQuerySchema = listQuerySchema.extend({});

/** A stream chat message: a Message with senderInfo (and isSystem for notices). */
export const streamMessageSchema = messageSchema.extend({ isSystem: z.boolean().optional() });
export type StreamMessage = z.infer<typeof streamMessageSchema>;

export const streamConversationUpdateSchema = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(200),
});

/** The stream fields of a tip body (POST /wallet/charges/tip/{performerId}); price is the tip. */
export const streamTipInputSchema = z.object({
  price: z.coerce.number().finite().positive('Tip amount must be greater than 0'),
  conversationId: z.string().max(120),
  streamType: z.literal(STREAM_CONVERSATION_TYPE),
  sessionId: z.string().max(120),
});
export type StreamTipInput = z.infer<typeof streamTipInputSchema>;

export const streamRoomInputSchema = z.object({ conversationId: z.string().min(1).max(120) });
export type StreamRoomInput = z.infer<typeof streamRoomInputSchema>;

export const streamRoomChangedSchema = z.object({
  conversationId: z.string(),
  total: z.number().int(),
  members: z.array(z.record(z.string(), z.unknown())),
});
export type StreamRoomChanged = z.infer<typeof streamRoomChangedSchema>;

export const streamChargeAnswerSchema = z.object({ success: z.literal(true) });

/** GET /streaming/ingest: where OBS publishes and with which key (the creator only). */
export const streamIngestSchema = z.object({
  rtmpUrl: z.string(),
  streamKey: z.string(),
  /** Whether the ingest is receiving this creator's stream right now. */
  publishing: z.boolean(),
});
export type StreamIngest = z.infer<typeof streamIngestSchema>;

/** GET /admin/streams/search: live streams now, for operators (q searches titles). */
export const adminStreamQuerySchema = listQuerySchema.extend({});
export type AdminStreamQuery = z.infer<typeof adminStreamQuerySchema>;

/** POST /admin/streams/{id}/end: the stream an operator ended. */
export const adminStreamEndSchema = z.object({ streamId: z.string(), ended: z.literal(true) });
export type AdminStreamEnd = z.infer<typeof adminStreamEndSchema>;
