/**
 * The messaging tables: conversations, their members, messages and reactions. Other modules reach
 * them here too: a live stream's chat is a conversation the streaming module opens with the stream
 * (in its transaction) and reads back.
 */
import { and, desc, eq, getTableColumns, gt, ne, sql } from 'drizzle-orm';
import { STREAM_CONVERSATION_TYPE } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { conversations, messages, conversationMembers, messageReactions } from '../../db/schema/index.js';
import { splitTotal } from '../../db/paging.js';
import { slot } from '../../db/statements.js';
import type { Tx } from '../ledger/ledger.service.js';
import { rowWhere } from '../shared-repo/rows.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MemberRow = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type ReactionRow = typeof messageReactions.$inferSelect;

/** One conversation by id, or null. */
export async function conversationById(q: Db | Tx, id: string): Promise<ConversationRow | null> {
  return rowWhere(q, conversations, eq(conversations.id, id));
}

/** Opens a stream's chat conversation, in the caller's transaction (the stream's). */
export async function openStreamConversation(
  tx: Tx,
  stream: { name: string; performerId: string; streamId: string },
): Promise<ConversationRow> {
  const [conv] = await tx
    .insert(conversations)
    .values({ type: STREAM_CONVERSATION_TYPE, ...stream })
    .returning();
  return conv!;
}

/**
 * Adds a message to a conversation and makes it the conversation's last one (`lastMessage` is the
 * caller's preview of its text), in one transaction: a stream chat's post.
 */
export async function appendMessage(
  db: Db,
  values: typeof messages.$inferInsert,
  lastMessage: string,
): Promise<MessageRow> {
  return db.transaction((tx) => writeMessage(tx, values, lastMessage));
}

/** Inserts the message and makes it its conversation's last one, in the caller's transaction. */
async function writeMessage(tx: Db, values: typeof messages.$inferInsert, lastMessage: string): Promise<MessageRow> {
  const [message] = await tx.insert(messages).values(values).returning();
  await tx
    .update(conversations)
    .set({ lastMessage, lastSenderId: values.senderId, lastMessageAt: message!.createdAt })
    .where(eq(conversations.id, values.conversationId));
  return message!;
}

/** Deletes all of a conversation's messages and clears its last message (a stream chat emptied). */
export async function clearConversation(db: Db, conversationId: string): Promise<void> {
  await db.delete(messages).where(eq(messages.conversationId, conversationId));
  await db
    .update(conversations)
    .set({ lastMessage: '', lastSenderId: null, lastMessageAt: null })
    .where(eq(conversations.id, conversationId));
}

/** Renames a conversation (a stream chat); the row as stored. */
export async function renameConversation(db: Db, conversationId: string, name: string): Promise<ConversationRow> {
  const [row] = await db.update(conversations).set({ name }).where(eq(conversations.id, conversationId)).returning();
  return row!;
}

/** One page of a conversation's messages, newest first, and how many it has (private and stream chats). */
export async function messagePage(
  db: Db,
  conversationId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  let query = messagePages.get(db);
  if (!query) messagePages.set(db, (query = prepareMessagePage(db)));
  const found = splitTotal(
    await query.execute({ conversation: conversationId, limit: page.limit, offset: page.offset }),
  );
  if (found) return found;
  const total = page.offset > 0 ? await db.$count(messages, eq(messages.conversationId, conversationId)) : 0;
  return { rows: [], total };
}

/** A conversation's page of messages, newest first, with its total: one statement built once per database. */
function prepareMessagePage(db: Db) {
  const inConversation = eq(messages.conversationId, sql`${slot('conversation')}`);
  return db
    .select({ ...getTableColumns(messages), total: db.$count(messages, inConversation) })
    .from(messages)
    .where(inConversation)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(slot('limit'))
    .offset(slot('offset'))
    .prepare('messages_page');
}
const messagePages = new WeakMap<Db, ReturnType<typeof prepareMessagePage>>();

/** The members of one conversation. */
export function membersOf(db: Db, conversationId: string): Promise<MemberRow[]> {
  return db.select().from(conversationMembers).where(eq(conversationMembers.conversationId, conversationId));
}

/** The account's membership of a conversation, or null (read in the caller's transaction when given). */
export async function memberOf(q: Db | Tx, conversationId: string, userId: string): Promise<MemberRow | null> {
  return rowWhere(
    q,
    conversationMembers,
    and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
  );
}

/** How many of the account's conversations have unread messages. */
export function unreadConversations(db: Db, userId: string): Promise<number> {
  return db.$count(conversationMembers, and(eq(conversationMembers.userId, userId), gt(conversationMembers.unread, 0)));
}

/** The private conversation of a pair, created with both members unless it exists. */
export function openPrivateConversation(
  db: Db,
  pair: {
    pairKey: string;
    performerId: string | null;
    members: { userId: string; source: 'user' | 'performer' }[];
  },
): Promise<ConversationRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversations)
      .values({ type: 'private', pairKey: pair.pairKey, performerId: pair.performerId })
      .onConflictDoNothing({ target: conversations.pairKey })
      .returning();
    if (created) {
      await tx.insert(conversationMembers).values(pair.members.map((m) => ({ conversationId: created.id, ...m })));
      return created;
    }
    const [existing] = await tx.select().from(conversations).where(eq(conversations.pairKey, pair.pairKey));
    return existing!;
  });
}

/**
 * Writes a message with its conversation's last-message preview and one more unread for the other
 * members, in one transaction.
 */
export function insertMessage(
  db: Db,
  values: NewMessage & { conversationId: string; senderId: string },
  lastMessage: string,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const created = await writeMessage(tx, values, lastMessage);
    await tx
      .update(conversationMembers)
      .set({ unread: sql`${conversationMembers.unread} + 1` })
      .where(
        and(
          eq(conversationMembers.conversationId, values.conversationId),
          ne(conversationMembers.userId, values.senderId),
        ),
      );
    return created;
  });
}

/** One message by id, or null (read in the caller's transaction when given). */
export async function messageById(q: Db | Tx, id: string): Promise<MessageRow | null> {
  return rowWhere(q, messages, eq(messages.id, id));
}

/** Marks a message deleted (it stays, blanked); the message after. */
export async function markMessageDeleted(db: Db, id: string): Promise<MessageRow> {
  const [row] = await db.update(messages).set({ deletedAt: new Date() }).where(eq(messages.id, id)).returning();
  return row!;
}

/** Takes back the account's reaction with this emoji, or adds it when there was none. */
export async function toggleReaction(
  db: Db,
  reaction: { messageId: string; userId: string; emoji: string },
): Promise<void> {
  const removed = await db
    .delete(messageReactions)
    .where(
      and(
        eq(messageReactions.messageId, reaction.messageId),
        eq(messageReactions.userId, reaction.userId),
        eq(messageReactions.emoji, reaction.emoji),
      ),
    )
    .returning();
  if (!removed.length) await db.insert(messageReactions).values(reaction).onConflictDoNothing();
}

/** Marks a conversation read for one member. */
export async function markConversationRead(db: Db, conversationId: string, userId: string): Promise<void> {
  await db
    .update(conversationMembers)
    .set({ unread: 0, lastReadAt: new Date() })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}

/** The accounts sharing a conversation with this one. */
export function conversationPartners(db: Db, userId: string): Promise<{ userId: string }[]> {
  return db
    .selectDistinct({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(
      and(
        ne(conversationMembers.userId, userId),
        sql`${conversationMembers.conversationId} in (select conversation_id from ${conversationMembers} where user_id = ${userId})`,
      ),
    );
}

/** Whether `conversationId` is this creator's stream chat. */
export async function isStreamChatOf(db: Db, conversationId: string, performerId: string): Promise<boolean> {
  const found = await db.$count(
    conversations,
    and(
      eq(conversations.id, conversationId),
      eq(conversations.type, STREAM_CONVERSATION_TYPE),
      eq(conversations.performerId, performerId),
    ),
  );
  return found > 0;
}
