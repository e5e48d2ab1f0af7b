/**
 * The conversations table as other modules reach it: a live stream's chat is a conversation the
 * streaming module opens with the stream (in its transaction) and reads back.
 */
import { eq } from 'drizzle-orm';
import { STREAM_CONVERSATION_TYPE } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { conversations, messages } from '../../db/schema/index.js';
import type { Tx } from '../ledger/ledger.service.js';

export type ConversationRow = typeof conversations.$inferSelect;

export async function conversationById(q: Db | Tx, id: string): Promise<ConversationRow | null> {
  const [row] = await q.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
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

export type MessageRow = typeof messages.$inferSelect;

/**
 * Adds a message to a conversation and makes it the conversation's last one (`lastMessage` is the
 * caller's preview of its text), in one transaction: a stream chat's post.
 */
export async function appendMessage(
  db: Db,
  values: typeof messages.$inferInsert,
  lastMessage: string,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [message] = await tx.insert(messages).values(values).returning();
    await tx
      .update(conversations)
      .set({ lastMessage, lastSenderId: values.senderId, lastMessageAt: message!.createdAt })
      .where(eq(conversations.id, values.conversationId));
    return message!;
  });
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
