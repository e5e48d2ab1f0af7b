import { z } from 'zod';
import { fileViewSchema } from './feeds.js';
import { listQuerySchema, optionalText } from './query.js';

/**
 * Messaging (contract 3.17, 4.13, 4.14; business-rules "Messaging"): private conversations between a
 * fan and a creator, messages with media, paid (locked) media messages, reactions and unread counts.
 */

export const MESSAGE_TYPES = ['text', 'media', 'photo', 'video', 'audio', 'tip', 'notify'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MAX_MESSAGE_FILES = 6;
export const MAX_MESSAGE_LENGTH = 4000;
/** The emoji a message may be reacted with. */
export const MESSAGE_REACTIONS = ['❤️', '😂', '😮', '😢', '🔥', '👍'] as const;

export const MESSAGING_MESSAGES = {
  self: 'You cannot message yourself',
  fansOnly: 'Fans can only message creators',
  subscribeFirst: 'Subscribe to this creator to send messages',
  blocked: 'You cannot message this creator',
  notMember: 'You are not in this conversation',
  textRequired: 'Write a message or attach a file',
  tooManyFiles: `Attach at most ${MAX_MESSAGE_FILES} files`,
  badFile: 'Attach files you uploaded for messages',
  paidNeedsMedia: 'A paid message needs a photo, video or audio file',
  onlyCreatorsSell: 'Only creators can send paid messages',
  alreadyDeleted: 'This message has been deleted',
} as const;

export const conversationCreateSchema = z.object({
  source: z.enum(['user', 'performer'], { error: "source must be 'user' or 'performer'" }),
  sourceId: z.string({ error: 'sourceId is required' }).min(1, 'sourceId is required').max(120),
  type: z.enum(['private']).optional().default('private'),
});

export const conversationQuerySchema = listQuerySchema.extend({
  type: optionalText,
  keyword: optionalText,
});

export const messageQuerySchema = listQuerySchema.extend({});

export const messageSendSchema = z
  .object({
    text: z
      .string()
      .trim()
      .max(MAX_MESSAGE_LENGTH, `A message has at most ${MAX_MESSAGE_LENGTH} characters`)
      .optional()
      .default(''),
    type: z.enum(MESSAGE_TYPES).optional().default('text'),
    fileIds: z.array(z.string().max(64)).max(MAX_MESSAGE_FILES, MESSAGING_MESSAGES.tooManyFiles).optional().default([]),
    /** Creators only: lock the media behind a price (units). */
    isSale: z.boolean().optional().default(false),
    price: z.coerce.number().finite().min(0).max(10_000).optional().default(0),
  })
  .refine((m) => m.text.length > 0 || m.fileIds.length > 0, {
    message: MESSAGING_MESSAGES.textRequired,
    path: ['text'],
  });
export type MessageSendInput = z.infer<typeof messageSendSchema>;

export const messageReactionInputSchema = z.object({
  emoji: z.enum(MESSAGE_REACTIONS, { error: 'Pick one of the offered reactions' }),
});

export const messageReactionSchema = z.object({ emoji: z.string(), userIds: z.array(z.string()) });

export const messageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  type: z.string(),
  text: z.string(),
  fileIds: z.array(z.string()),
  files: z.array(fileViewSchema),
  senderId: z.string(),
  senderSource: z.enum(['user', 'performer']),
  senderInfo: z.record(z.string(), z.unknown()).nullable().optional(),
  meta: z.record(z.string(), z.unknown()),
  isSale: z.boolean(),
  price: z.number(),
  isBought: z.boolean(),
  isDeleted: z.boolean(),
  reactions: z.array(messageReactionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  _id: z.string(),
  type: z.string(),
  name: z.string(),
  recipients: z.array(z.object({ source: z.enum(['user', 'performer']), sourceId: z.string() })),
  lastMessage: z.string(),
  lastSenderId: z.string().nullable(),
  lastMessageCreatedAt: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()),
  streamId: z.string().nullable(),
  performerId: z.string().nullable(),
  recipientInfo: z.record(z.string(), z.unknown()).nullable().optional(),
  totalNotSeenMessages: z.number().int().optional(),
  isSubscribed: z.boolean().optional(),
  isBlocked: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
