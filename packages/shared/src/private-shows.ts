import { z } from 'zod';

/**
 * Private 1:1 shows (business-rules "Live streaming"; the route names of a Fanso fork, contract 3.18
 * "L-only private 1-on-1 requests"): a fan asks a creator, the creator approves or rejects and
 * starts; each started minute is charged from the fan's wallet at its start.
 *
 * Exports (names are stable):
 * - PRIVATE_SHOW_MESSAGES, PRIVATE_SHOW_WARNING_SECONDS, PRIVATE_REQUEST_STATUS_LIST
 * - privateRequestInputSchema / PrivateRequestInput      POST /streaming/private/request
 * - privateRequestQuerySchema / PrivateRequestQuery      GET /streaming/private/request/search
 * - privateRequestSchema / PrivateRequest                every answer's request
 * - privateShowJoinSchema / PrivateShowJoin              start and join answers (the show's address)
 * - privateShowEvents                                    socket event names
 */

export const PRIVATE_REQUEST_STATUS_LIST = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'started',
  'ended',
] as const;
export type PrivateRequestStatus = (typeof PRIVATE_REQUEST_STATUS_LIST)[number];

/** Both sides are warned this many seconds before a minute the fan's wallet cannot pay. */
export const PRIVATE_SHOW_WARNING_SECONDS = 30;

export const PRIVATE_SHOW_MESSAGES = {
  performerNotFound: 'Creator not found',
  notAccepting: 'This creator does not take private show requests',
  ownShow: 'You cannot ask yourself for a private show',
  alreadyPending: 'You already have an open request with this creator',
  notFound: 'Private show request not found',
  notYours: 'This is not your request',
  creatorOnly: 'Only the creator can do this',
  requesterOnly: 'Only the fan who asked can join',
  wrongStatus: (status: string) => `This request is ${status}`,
  creatorBusy: 'You already have a private show running',
  messageTooLong: 'A message has at most 500 characters',
  performerIdRequired: 'performerId is required',
} as const;

export const privateRequestInputSchema = z.object({
  performerId: z
    .string({ error: PRIVATE_SHOW_MESSAGES.performerIdRequired })
    .trim()
    .min(1, PRIVATE_SHOW_MESSAGES.performerIdRequired)
    .max(120),
  message: z.string().trim().max(500, PRIVATE_SHOW_MESSAGES.messageTooLong).optional().default(''),
});
export type PrivateRequestInput = z.infer<typeof privateRequestInputSchema>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const privateRequestQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(PRIVATE_REQUEST_STATUS_LIST).optional()),
  limit: z.preprocess(
    (v) => (v === '' || v === undefined ? 10 : Number(v)),
    z
      .number()
      .int()
      .catch(10)
      .transform((n) => Math.min(Math.max(n, 1), 100)),
  ),
  offset: z.preprocess(
    (v) => (v === '' || v === undefined ? 0 : Number(v)),
    z
      .number()
      .int()
      .catch(0)
      .transform((n) => Math.max(n, 0)),
  ),
});
export type PrivateRequestQuery = z.infer<typeof privateRequestQuerySchema>;

export const privateRequestSchema = z.object({
  _id: z.string(),
  /** The web client's private-request state is keyed by conversation id: the request's id. */
  conversationId: z.string(),
  performerId: z.string(),
  performerInfo: z.record(z.string(), z.unknown()).nullable(),
  userId: z.string(),
  userInfo: z.record(z.string(), z.unknown()).nullable(),
  message: z.string(),
  status: z.enum(PRIVATE_REQUEST_STATUS_LIST),
  /** Price of one minute, units. */
  price: z.number(),
  minutesCharged: z.number().int(),
  totalPrice: z.number(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** When the next minute is charged (started shows). */
  nextChargeAt: z.string().nullable(),
  endReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrivateRequest = z.infer<typeof privateRequestSchema>;

/** Start (creator) and join (fan): the request and where the show's video is. */
export const privateShowJoinSchema = z.object({
  request: privateRequestSchema,
  transport: z.enum(['agora', 'hls']),
  /** Agora: the channel (tokens from POST /streaming/agora/token). */
  channel: z.string().optional(),
  /** Self-hosted: the signed HLS address, the requester's only (absent until the creator publishes). */
  hlsUrl: z.string().optional(),
});
export type PrivateShowJoin = z.infer<typeof privateShowJoinSchema>;

/** Socket events of private shows, to the creator's and the fan's sockets. */
export const privateShowEvents = {
  /** A new request (to the creator): `{request}`. */
  created: 'private-request/created',
  /** Any change of status or minutes: `{request}`. */
  updated: 'private-request/updated',
  /** The wallet cannot pay the next minute: `{requestId, secondsLeft}`, PRIVATE_SHOW_WARNING_SECONDS ahead. */
  lowBalance: 'private-stream/low-balance',
  /** The creator's video is playable (self-hosted): `{requestId}`; the fan calls join again. */
  playable: 'private-stream/playable',
} as const;
