import { MESSAGES, fromMinor, type Conversation, type Message } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.service.js';
import type { MediaService } from '../media/media.service.js';
import { presentSearchItem, type PerformerRecord } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import { presentPublicUser } from '../users/users.presenter.js';
import { createMessageExtras, type ConversationCard } from './messaging.pages.repository.js';
import type { ConversationRow, MessageRow } from './messaging.repository.js';

export interface MessagingPresenterDeps {
  db: Db;
  media: MediaService;
  performers: PerformersRepository;
  storage: Storage;
}

/**
 * Conversations and messages as one caller sees them (contract 3.17): the other member's card with
 * the fan's subscribed and blocked flags, paid media locked unless bought, deletions blanked.
 */
export function createMessagingPresenter(deps: MessagingPresenterDeps) {
  const { db, media, performers, storage } = deps;
  const messageExtras = createMessageExtras(db);

  /** One conversation's card for the caller (contract 4.13). */
  function conversationView(
    r: ConversationRow,
    card: Omit<ConversationCard, 'row' | 'other'> & { account?: UserRow; creator?: PerformerRecord },
    caller: UserRow,
  ): Conversation {
    const { members, account, creator } = card;
    const me = members.find((m) => m.userId === caller.id);
    // A fan's subscribed and blocked flags for the creator they write to.
    const fanOfCreator = caller.role === 'user' && !!creator;
    return {
      _id: r.id,
      type: r.type,
      name: r.name,
      recipients: members.map((m) => ({ source: m.source, sourceId: m.userId })),
      lastMessage: r.lastMessage,
      lastSenderId: r.lastSenderId,
      lastMessageCreatedAt: r.lastMessageAt?.toISOString() ?? null,
      meta: r.meta,
      streamId: r.streamId,
      performerId: r.performerId,
      recipientInfo: creator
        ? (presentSearchItem(creator, storage) as unknown as Record<string, unknown>)
        : account
          ? (presentPublicUser(account, storage) as unknown as Record<string, unknown>)
          : null,
      totalNotSeenMessages: me?.unread ?? 0,
      isSubscribed: fanOfCreator ? card.subscribed : true,
      isBlocked: fanOfCreator ? !card.reachable : false,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  /** Conversation cards as one statement read them (messaging.pages.repository.ts): one page or one card. */
  async function presentCards(cards: ConversationCard[], caller: UserRow): Promise<Conversation[]> {
    const creatorIds = cards.flatMap((c) => (c.other?.role === 'performer' ? [c.other.id] : []));
    const creators = creatorIds.length ? await performers.findMany([...new Set(creatorIds)]) : new Map();
    return cards.map(({ row, other, ...card }) =>
      conversationView(
        row,
        { ...card, account: other ?? undefined, creator: other ? creators.get(other.id) : undefined },
        caller,
      ),
    );
  }

  /** Messages as one viewer may see them: paid media locked unless bought, deletions blanked. */
  async function presentMessages(rows: MessageRow[], viewerId: string, isAdmin = false): Promise<Message[]> {
    if (!rows.length) return [];
    const { reactions, bought, files: fileRows, senders } = await messageExtras(viewerId, rows);
    const out: Message[] = [];
    for (const r of rows) {
      const deleted = r.deletedAt !== null;
      const isBought = !r.isSale || r.senderId === viewerId || isAdmin || bought.has(r.id);
      const views = deleted
        ? []
        : await Promise.all(
            r.fileIds
              .map((id) => fileRows.get(id))
              .filter((f): f is NonNullable<typeof f> => !!f)
              .map((f) => media.view(f, { canView: isBought, viewerId })),
          );
      const grouped = new Map<string, string[]>();
      for (const [emoji, userId] of reactions.get(r.id) ?? []) {
        const userIds = grouped.get(emoji);
        if (userIds) userIds.push(userId);
        else grouped.set(emoji, [userId]);
      }
      const sender = senders.get(r.senderId);
      out.push({
        _id: r.id,
        conversationId: r.conversationId,
        type: r.type,
        text: deleted ? MESSAGES.messageDeleted : r.text,
        fileIds: deleted ? [] : r.fileIds,
        files: views,
        senderId: r.senderId,
        senderSource: r.senderSource,
        senderInfo: sender ? (presentPublicUser(sender, storage) as unknown as Record<string, unknown>) : null,
        meta: r.meta,
        isSale: r.isSale,
        price: fromMinor(r.priceMinor),
        isBought,
        isDeleted: deleted,
        reactions: [...grouped].map(([emoji, userIds]) => ({ emoji, userIds })),
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      });
    }
    return out;
  }

  return { presentCards, presentMessages };
}

export type MessagingPresenter = ReturnType<typeof createMessagingPresenter>;
