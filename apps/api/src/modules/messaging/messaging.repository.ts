/**
 * The conversations table as other modules reach it: a live stream's chat is a conversation the
 * streaming module opens with the stream (in its transaction) and reads back.
 */
import { and, eq } from 'drizzle-orm';
import { STREAM_CONVERSATION_TYPE } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { conversations } from '../../db/schema/index.js';
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
