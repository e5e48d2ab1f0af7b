import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, counter, createdAt, forSale, tableWithId, timestamps, ts } from './columns.js';
import { userRef } from './refs.js';

/** Conversations, their members (with unread counts) and messages (contract 4.13, 4.14). */

export const conversations = tableWithId(
  'conversations',
  {
    type: text('type').notNull().default('private'),
    name: text('name').notNull().default(''),
    /** Private conversations: the two account ids sorted and joined, so a pair has one conversation. */
    pairKey: text('pair_key'),
    performerId: text('performer_id'),
    streamId: text('stream_id'),
    lastMessage: text('last_message').notNull().default(''),
    lastSenderId: text('last_sender_id'),
    lastMessageAt: ts('last_message_at'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [uniqueIndex('conversations_pair_key').on(t.pairKey)],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: cascadeRef('conversation_id', () => conversations.id),
    userId: userRef('user_id'),
    source: text('source', { enum: ['user', 'performer'] }).notNull(),
    unread: counter('unread'),
    lastReadAt: ts('last_read_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

export const messages = tableWithId(
  'messages',
  {
    conversationId: cascadeRef('conversation_id', () => conversations.id),
    type: text('type').notNull().default('text'),
    text: text('text').notNull().default(''),
    fileIds: text('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    senderId: text('sender_id').notNull(),
    senderSource: text('sender_source', { enum: ['user', 'performer'] }).notNull(),
    ...forSale(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    deletedAt: ts('deleted_at'),
    ...timestamps(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc())],
);

export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: cascadeRef('message_id', () => messages.id),
    userId: text('user_id').notNull(),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.emoji] })],
);
