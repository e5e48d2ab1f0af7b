import { MESSAGING_MESSAGES, toMinor, type Message, type MessageSendInput } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { UserRow } from '../auth/sessions.service.js';
import { isSubscribedNow, type ContentViewer } from '../content/access.service.js';
import type { MediaService } from '../media/media.service.js';
import type { FilesService } from '../files/files.service.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import { creatorVisibleTo, userById } from '../users/users.repository.js';
import type { Sellables } from '../wallet/sellables.js';
import { createMessagingPresenter } from './messaging.presenter.js';
import { createConversationPages, createConversationReader } from './messaging.pages.repository.js';
import * as repo from './messaging.repository.js';
import type { MessageRow } from './messaging.repository.js';

export { messagePage } from './messaging.repository.js';
export type { ConversationRow, MessageRow } from './messaging.repository.js';
type Source = 'user' | 'performer';

const sourceOf = (user: Pick<UserRow, 'role'>): Source => (user.role === 'performer' ? 'performer' : 'user');
const pairKey = (a: string, b: string) => [a, b].sort().join(':');
/** A conversation's `lastMessage`: at most 30 characters (contract 4.13). */
export const preview = (text: string) => (text.length > 30 ? `${text.slice(0, 29)}…` : text);

export interface PageQuery {
  limit: number;
  offset: number;
  keyword?: string;
  type?: string;
}

/**
 * Private messaging between fans and creators (contract 3.17; business-rules "Messaging"): one
 * conversation per pair, unread counts per member, media messages (paid ones locked until bought
 * through the wallet), deletions and reactions, each announced to both members' sockets after commit.
 */
export function createMessagingService(deps: {
  db: Db;
  media: MediaService;
  files: FilesService;
  performers: PerformersRepository;
  storage: Storage;
  realtime: Realtime;
  sellables: Sellables;
}) {
  const { db, media, files, realtime } = deps;
  const { presentCards, presentMessages } = createMessagingPresenter(deps);
  const { conversationsPage, conversationCard } = createConversationPages(db);
  /** One conversation's card for the caller, read as the list reads it. */
  async function presentConversation(caller: UserRow, id: string, viewer: ContentViewer) {
    const card = await conversationCard({ id: caller.id, country: viewer.country }, id);
    if (!card) throw notFound();
    return (await presentCards([card], caller))[0]!;
  }
  const conversationWithMembers = createConversationReader(db);
  /**
   * Other kinds of conversation (stream chats) decide who may delete their messages and whom to tell;
   * a policy answers null for conversations it does not own.
   */
  type DeletePolicy = (
    caller: UserRow,
    row: MessageRow,
  ) => Promise<{ allowed: boolean; announce(deleted: MessageRow): Promise<void> } | null>;
  const deletePolicies: DeletePolicy[] = [];

  async function membership(conversationId: string, userId: string) {
    const found = await conversationWithMembers(conversationId);
    if (!found) throw notFound();
    const { row: conversation, members } = found;
    const me = members.find((m) => m.userId === userId);
    return { conversation, members, me, other: members.find((m) => m.userId !== userId) ?? null };
  }

  /**
   * A conversation the caller belongs to (or any, for an admin). To anyone else it does not exist:
   * the same 404 as a missing id, so a stranger cannot probe which conversations or messages exist.
   */
  async function requireMember(conversationId: string, caller: UserRow) {
    const found = await membership(conversationId, caller.id);
    if (!found.me && caller.role !== 'admin') throw notFound();
    return found;
  }

  /** Conversations with unread messages: the badge count of `nofify_read_messages_in_conversation`. */
  async function unreadTotal(userId: string) {
    return repo.unreadConversations(db, userId);
  }

  /** May the fan and the creator exchange messages? Blocks always win; a fan needs a subscription. */
  async function assertMayMessage(sender: UserRow, recipient: UserRow, viewer: ContentViewer) {
    if (sender.id === recipient.id) throw forbidden(MESSAGING_MESSAGES.self);
    if (sender.role === 'user' && recipient.role === 'user') throw forbidden(MESSAGING_MESSAGES.fansOnly);
    const [creator, fan] = sender.role === 'performer' ? [sender, recipient] : [recipient, sender];
    if (creator.role !== 'performer' || fan.role === 'performer') return;
    const fanViewer = fan.id === sender.id ? viewer : { id: fan.id, isAdmin: false, country: fan.country ?? null };
    if (!(await creatorVisibleTo(db, creator.id, fanViewer))) throw forbidden(MESSAGING_MESSAGES.blocked);
    if (sender.role === 'user' && !(await isSubscribedNow(db, fan.id, creator.id)))
      throw forbidden(MESSAGING_MESSAGES.subscribeFirst);
  }

  /** Sends each member their own view of a message (entitlements differ). */
  async function broadcast(event: 'message_created' | 'message_deleted', row: MessageRow, memberIds: string[]) {
    for (const id of memberIds) {
      const [view] = await presentMessages([row], id);
      if (view) realtime.emitToUser(id, event, view as Message & { _id: string; conversationId: string });
    }
  }

  // A paid message is a wallet sellable: its creator is the sender, and only the other member may buy.
  deps.sellables.register('message', async (executor, id, viewer) => {
    const row = await repo.messageById(executor, id);
    if (!row || row.deletedAt || !viewer.id) return null;
    const member = await repo.memberOf(executor, row.conversationId, viewer.id);
    if (!member) return null;
    return {
      id: row.id,
      target: 'message',
      performerId: row.senderId,
      name: 'Paid message',
      description: row.text.slice(0, 200),
      priceMinor: row.priceMinor,
      forSale: row.isSale && row.priceMinor > 0,
      physical: false,
      stock: null,
    };
  });

  return {
    presentMessages,
    unreadTotal,

    /** Registers who may delete the messages of another kind of conversation (see DeletePolicy). */
    onDelete(policy: DeletePolicy) {
      deletePolicies.push(policy);
    },

    /** Create-or-reuse the private conversation with another account (contract 3.17). */
    async open(caller: UserRow, input: { source: Source; sourceId: string }, viewer: ContentViewer) {
      const recipient = await userById(db, input.sourceId);
      if (!recipient || recipient.status !== 'active' || sourceOf(recipient) !== input.source) throw notFound();
      await assertMayMessage(caller, recipient, viewer).catch((err) => {
        // A fan may open the conversation before subscribing (the page then offers to subscribe).
        if (err instanceof AppError && err.message === MESSAGING_MESSAGES.subscribeFirst) return;
        throw err;
      });
      const key = pairKey(caller.id, recipient.id);
      const performerId =
        caller.role === 'performer' ? caller.id : recipient.role === 'performer' ? recipient.id : null;
      const conversation = await repo.openPrivateConversation(db, {
        pairKey: key,
        performerId,
        members: [
          { userId: caller.id, source: sourceOf(caller) },
          { userId: recipient.id, source: sourceOf(recipient) },
        ],
      });
      return presentConversation(caller, conversation.id, viewer);
    },

    async list(caller: UserRow, query: PageQuery, viewer: ContentViewer) {
      const { cards, total } = await conversationsPage({ id: caller.id, country: viewer.country }, query);
      return { data: await presentCards(cards, caller), total };
    },

    async get(caller: UserRow, id: string, viewer: ContentViewer) {
      await requireMember(id, caller);
      return presentConversation(caller, id, viewer);
    },

    /** Newest first (the client reverses), 25 by default (spec section 9). */
    async messages(caller: UserRow, conversationId: string, page: { limit: number; offset: number }) {
      await requireMember(conversationId, caller);
      const { rows, total } = await repo.messagePage(db, conversationId, page);
      return { data: await presentMessages(rows, caller.id, caller.role === 'admin'), total };
    },

    async send(caller: UserRow, conversationId: string, input: MessageSendInput, viewer: ContentViewer) {
      const { members, me, other } = await requireMember(conversationId, caller);
      if (!me || !other) throw forbidden(MESSAGING_MESSAGES.notMember);
      const recipient = await userById(db, other.userId);
      if (!recipient) throw notFound();
      await assertMayMessage(caller, recipient, viewer);
      const fileRows = await files.byIds(input.fileIds);
      for (const id of input.fileIds) {
        const f = fileRows.get(id);
        if (!f || f.ownerId !== caller.id || !f.type.startsWith('message-'))
          throw new AppError('VALIDATION', MESSAGING_MESSAGES.badFile);
      }
      const priceMinor = input.isSale ? toMinor(input.price) : 0;
      if (input.isSale && caller.role !== 'performer') throw forbidden(MESSAGING_MESSAGES.onlyCreatorsSell);
      if (input.isSale && (!input.fileIds.length || priceMinor <= 0))
        throw new AppError('VALIDATION', MESSAGING_MESSAGES.paidNeedsMedia);
      const kinds = input.fileIds.map((id) => fileRows.get(id)!.type.replace('message-', ''));
      const type = input.fileIds.length ? (kinds.length === 1 ? kinds[0]! : 'media') : 'text';
      const row = await repo.insertMessage(
        db,
        {
          conversationId,
          type,
          text: input.text,
          fileIds: input.fileIds,
          senderId: caller.id,
          senderSource: sourceOf(caller),
          isSale: input.isSale && priceMinor > 0,
          priceMinor,
        },
        preview(input.text || (input.isSale ? 'Paid media' : 'Media')),
      );
      await broadcast(
        'message_created',
        row,
        members.map((m) => m.userId),
      );
      realtime.emitToUser(other.userId, 'nofify_read_messages_in_conversation', {
        total: await unreadTotal(other.userId),
      });
      return (await presentMessages([row], caller.id))[0]!;
    },

    /** Sender or admin: the message stays, shown to everyone as "Message deleted!". */
    async remove(caller: UserRow, messageId: string) {
      const row = await repo.messageById(db, messageId);
      if (!row) throw notFound();
      let policy: Awaited<ReturnType<DeletePolicy>> = null;
      for (const decide of deletePolicies) policy ??= await decide(caller, row);
      if (policy && !policy.allowed) throw forbidden();
      if (!policy && row.senderId !== caller.id && caller.role !== 'admin') {
        // The other member sees the message and may not delete it; a stranger is told it does not exist.
        await requireMember(row.conversationId, caller);
        throw forbidden();
      }
      if (row.deletedAt) throw new AppError('UNPROCESSABLE', MESSAGING_MESSAGES.alreadyDeleted);
      const deleted = await repo.markMessageDeleted(db, messageId);
      if (policy) {
        await policy.announce(deleted);
        return (await presentMessages([deleted], caller.id, caller.role === 'admin'))[0]!;
      }
      const members = await repo.membersOf(db, row.conversationId);
      await broadcast(
        'message_deleted',
        deleted,
        members.map((m) => m.userId),
      );
      return (await presentMessages([deleted], caller.id, caller.role === 'admin'))[0]!;
    },

    /** Toggles one reaction; both members get the message's reactions, replaced wholesale. */
    async react(caller: UserRow, messageId: string, emoji: string) {
      const row = await repo.messageById(db, messageId);
      if (!row) throw notFound();
      const { members } = await requireMember(row.conversationId, caller);
      if (row.deletedAt) throw new AppError('UNPROCESSABLE', MESSAGING_MESSAGES.alreadyDeleted);
      await repo.toggleReaction(db, { messageId, userId: caller.id, emoji });
      const [view] = await presentMessages([row], caller.id);
      const payload = { _id: row.id, conversationId: row.conversationId, reactions: view!.reactions };
      for (const m of members) realtime.emitToUser(m.userId, 'message_reaction', payload);
      return payload;
    },

    async readAll(caller: UserRow, conversationId: string) {
      await requireMember(conversationId, caller);
      await repo.markConversationRead(db, conversationId, caller.id);
      const total = await unreadTotal(caller.id);
      realtime.emitToUser(caller.id, 'nofify_read_messages_in_conversation', { total });
      return { ok: true as const };
    },

    async fileStatus(caller: UserRow, messageId: string, fileId: string) {
      const row = await repo.messageById(db, messageId);
      if (!row || !row.fileIds.includes(fileId) || row.deletedAt) throw notFound();
      await requireMember(row.conversationId, caller);
      const file = await files.get(fileId);
      if (!file) throw notFound();
      const [view] = await presentMessages([row], caller.id, caller.role === 'admin');
      return (
        view!.files.find((f) => f._id === fileId) ?? (await media.view(file, { canView: false, viewerId: caller.id }))
      );
    },

    /** Typing indicator: only to the other member of a conversation the typist belongs to. */
    async typing(userId: string, conversationId: string) {
      const members = await repo.membersOf(db, conversationId);
      if (!members.some((m) => m.userId === userId)) return;
      for (const m of members)
        if (m.userId !== userId) realtime.emitToUser(m.userId, 'typing', { conversationId, userId });
    },

    /** Tells an account's conversation partners that it came online or went offline. */
    async presence(userId: string, isOnline: boolean) {
      const partners = await repo.conversationPartners(db, userId);
      for (const p of partners) realtime.emitToUser(p.userId, 'presence', { userId, isOnline });
    },
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
