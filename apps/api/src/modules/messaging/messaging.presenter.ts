import { MESSAGES, fromMinor, type Conversation, type Message } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.service.js';
import type { ContentViewer } from '../content/access.service.js';
import type { FilesService } from '../files/files.service.js';
import type { MediaService } from '../media/media.service.js';
import { presentSearchItem } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import { subscribedToAmong } from '../subscriptions/subscriptions.repository.js';
import { presentPublicUser } from '../users/users.presenter.js';
import { creatorsVisibleTo, usersByIds } from '../users/users.repository.js';
import { boughtAmong } from '../wallet/charges.repository.js';
import { membersOfAll, reactionsOf, type ConversationRow, type MessageRow } from './messaging.repository.js';

export interface MessagingPresenterDeps {
  db: Db;
  media: MediaService;
  files: FilesService;
  performers: PerformersRepository;
  storage: Storage;
}

/**
 * Conversations and messages as one caller sees them (contract 3.17): the other member's card with
 * the fan's subscribed and blocked flags, paid media locked unless bought, deletions blanked.
 */
export function createMessagingPresenter(deps: MessagingPresenterDeps) {
  const { db, media, files, performers, storage } = deps;

  async function presentConversations(
    rows: ConversationRow[],
    caller: UserRow,
    viewer: ContentViewer,
  ): Promise<Conversation[]> {
    if (!rows.length) return [];
    const conversationIds = rows.map((r) => r.id);
    const members = await membersOfAll(db, conversationIds);
    const otherIds = [...new Set(members.filter((m) => m.userId !== caller.id).map((m) => m.userId))];
    const [accounts, creators] = await Promise.all([
      otherIds.length ? usersByIds(db, otherIds) : Promise.resolve([]),
      performers.findMany(otherIds),
    ]);
    const byId = new Map(accounts.map((a) => [a.id, a]));
    // A fan's subscribed and blocked flags for every creator of the page: two queries in all.
    const creatorIds = caller.role === 'user' ? otherIds.filter((id) => creators.has(id)) : [];
    const [subscribedTo, reachable]: [Set<string>, Set<string>] = creatorIds.length
      ? await Promise.all([subscribedToAmong(db, caller.id, creatorIds), creatorsVisibleTo(db, creatorIds, viewer)])
      : [new Set<string>(), new Set<string>()];
    const out: Conversation[] = [];
    for (const r of rows) {
      const mine = members.filter((m) => m.conversationId === r.id);
      const me = mine.find((m) => m.userId === caller.id);
      const other = mine.find((m) => m.userId !== caller.id);
      const account = other ? byId.get(other.userId) : undefined;
      const creator = other ? creators.get(other.userId) : undefined;
      let subscribed = true;
      let blocked = false;
      if (caller.role === 'user' && creator) {
        subscribed = subscribedTo.has(creator.user.id);
        blocked = !reachable.has(creator.user.id);
      }
      out.push({
        _id: r.id,
        type: r.type,
        name: r.name,
        recipients: mine.map((m) => ({ source: m.source, sourceId: m.userId })),
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
        isSubscribed: subscribed,
        isBlocked: blocked,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      });
    }
    return out;
  }

  /** Messages as one viewer may see them: paid media locked unless bought, deletions blanked. */
  async function presentMessages(rows: MessageRow[], viewerId: string, isAdmin = false): Promise<Message[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [reactions, bought, fileRows, senders] = await Promise.all([
      reactionsOf(db, ids),
      boughtAmong(db, viewerId, 'message', ids),
      files.byIds([...new Set(rows.flatMap((r) => r.fileIds))]),
      usersByIds(db, [...new Set(rows.map((r) => r.senderId))]),
    ]);
    const boughtIds = new Set(bought);
    const senderById = new Map(senders.map((s) => [s.id, s]));
    const out: Message[] = [];
    for (const r of rows) {
      const deleted = r.deletedAt !== null;
      const isBought = !r.isSale || r.senderId === viewerId || isAdmin || boughtIds.has(r.id);
      const views = deleted
        ? []
        : await Promise.all(
            r.fileIds
              .map((id) => fileRows.get(id))
              .filter((f): f is NonNullable<typeof f> => !!f)
              .map((f) => media.view(f, { canView: isBought, viewerId })),
          );
      const grouped = new Map<string, string[]>();
      for (const x of reactions.filter((x) => x.messageId === r.id))
        grouped.set(x.emoji, [...(grouped.get(x.emoji) ?? []), x.userId]);
      const sender = senderById.get(r.senderId);
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

  return { presentConversations, presentMessages };
}

export type MessagingPresenter = ReturnType<typeof createMessagingPresenter>;
