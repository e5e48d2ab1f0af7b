import { and, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  MESSAGES,
  MESSAGING_MESSAGES,
  fromMinor,
  toMinor,
  type Conversation,
  type Message,
  type MessageSendInput,
} from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import {
  conversationMembers,
  conversations,
  messageReactions,
  messages,
  purchases,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { UserRow } from '../auth/sessions.service.js';
import { activeSubscription, isSubscribedNow, type ContentViewer } from '../content/access.service.js';
import { visibleContent } from '../content/visibility.js';
import type { MediaService } from '../media/media.service.js';
import type { FilesService } from '../files/files.service.js';
import { presentSearchItem } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import { presentPublicUser } from '../users/users.presenter.js';
import type { Sellables } from '../wallet/sellables.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
type Source = 'user' | 'performer';

const sourceOf = (user: Pick<UserRow, 'role'>): Source => (user.role === 'performer' ? 'performer' : 'user');
const pairKey = (a: string, b: string) => [a, b].sort().join(':');
/** A conversation's `lastMessage`: at most 30 characters (contract 4.13). */
export const preview = (text: string) => (text.length > 30 ? `${text.slice(0, 29)}…` : text);

/** One page of a conversation's messages, newest first, and how many it has (private and stream chats). */
export function messagePage(db: Db, conversationId: string, page: { limit: number; offset: number }) {
  return pageOf(
    db,
    messages,
    [eq(messages.conversationId, conversationId)],
    [desc(messages.createdAt), desc(messages.id)],
    page,
  );
}

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
  const { db, media, files, performers, storage, realtime } = deps;
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
    const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
    if (!conversation) throw notFound();
    const members = await db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId));
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
    return db.$count(
      conversationMembers,
      and(eq(conversationMembers.userId, userId), gt(conversationMembers.unread, 0)),
    );
  }

  /** May the fan and the creator exchange messages? Blocks always win; a fan needs a subscription. */
  async function assertMayMessage(sender: UserRow, recipient: UserRow, viewer: ContentViewer) {
    if (sender.id === recipient.id) throw forbidden(MESSAGING_MESSAGES.self);
    if (sender.role === 'user' && recipient.role === 'user') throw forbidden(MESSAGING_MESSAGES.fansOnly);
    const [creator, fan] = sender.role === 'performer' ? [sender, recipient] : [recipient, sender];
    if (creator.role !== 'performer' || fan.role === 'performer') return;
    const fanViewer = fan.id === sender.id ? viewer : { id: fan.id, isAdmin: false, country: fan.country ?? null };
    const [reachable] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, creator.id), ...visibleContent(users.id, fanViewer)));
    if (!reachable) throw forbidden(MESSAGING_MESSAGES.blocked);
    if (sender.role === 'user' && !(await isSubscribedNow(db, fan.id, creator.id)))
      throw forbidden(MESSAGING_MESSAGES.subscribeFirst);
  }

  async function presentConversations(
    rows: ConversationRow[],
    caller: UserRow,
    viewer: ContentViewer,
  ): Promise<Conversation[]> {
    if (!rows.length) return [];
    const members = await db
      .select()
      .from(conversationMembers)
      .where(
        inArray(
          conversationMembers.conversationId,
          rows.map((r) => r.id),
        ),
      );
    const otherIds = [...new Set(members.filter((m) => m.userId !== caller.id).map((m) => m.userId))];
    const [accounts, creators] = await Promise.all([
      otherIds.length ? db.select().from(users).where(inArray(users.id, otherIds)) : Promise.resolve([]),
      performers.findMany(otherIds),
    ]);
    const byId = new Map(accounts.map((a) => [a.id, a]));
    // A fan's subscribed and blocked flags for every creator of the page: two queries in all.
    const creatorIds = caller.role === 'user' ? otherIds.filter((id) => creators.has(id)) : [];
    const [subscribedTo, reachable]: [Set<string>, Set<string>] = creatorIds.length
      ? await Promise.all([
          db
            .select({ id: subscriptions.performerId })
            .from(subscriptions)
            .where(and(activeSubscription(caller.id), inArray(subscriptions.performerId, creatorIds))),
          db
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, creatorIds), ...visibleContent(users.id, viewer))),
        ]).then(([subs, visible]) => [new Set(subs.map((x) => x.id)), new Set(visible.map((x) => x.id))])
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
      db.select().from(messageReactions).where(inArray(messageReactions.messageId, ids)),
      db
        .select({ targetId: purchases.targetId })
        .from(purchases)
        .where(and(eq(purchases.userId, viewerId), eq(purchases.target, 'message'), inArray(purchases.targetId, ids))),
      files.byIds([...new Set(rows.flatMap((r) => r.fileIds))]),
      db
        .select()
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => r.senderId))])),
    ]);
    const boughtIds = new Set(bought.map((b) => b.targetId));
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

  /** Sends each member their own view of a message (entitlements differ). */
  async function broadcast(event: 'message_created' | 'message_deleted', row: MessageRow, memberIds: string[]) {
    for (const id of memberIds) {
      const [view] = await presentMessages([row], id);
      if (view) realtime.emitToUser(id, event, view as Message & { _id: string; conversationId: string });
    }
  }

  // A paid message is a wallet sellable: its creator is the sender, and only the other member may buy.
  deps.sellables.register('message', async (executor, id, viewer) => {
    const [row] = await executor.select().from(messages).where(eq(messages.id, id));
    if (!row || row.deletedAt || !viewer.id) return null;
    const [member] = await executor
      .select()
      .from(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, row.conversationId), eq(conversationMembers.userId, viewer.id)),
      );
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
      const [recipient] = await db.select().from(users).where(eq(users.id, input.sourceId));
      if (!recipient || recipient.status !== 'active' || sourceOf(recipient) !== input.source) throw notFound();
      await assertMayMessage(caller, recipient, viewer).catch((err) => {
        // A fan may open the conversation before subscribing (the page then offers to subscribe).
        if (err instanceof AppError && err.message === MESSAGING_MESSAGES.subscribeFirst) return;
        throw err;
      });
      const key = pairKey(caller.id, recipient.id);
      const performerId =
        caller.role === 'performer' ? caller.id : recipient.role === 'performer' ? recipient.id : null;
      const conversation = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(conversations)
          .values({ type: 'private', pairKey: key, performerId })
          .onConflictDoNothing({ target: conversations.pairKey })
          .returning();
        if (created) {
          await tx.insert(conversationMembers).values([
            { conversationId: created.id, userId: caller.id, source: sourceOf(caller) },
            { conversationId: created.id, userId: recipient.id, source: sourceOf(recipient) },
          ]);
          return created;
        }
        const [existing] = await tx.select().from(conversations).where(eq(conversations.pairKey, key));
        return existing!;
      });
      return (await presentConversations([conversation], caller, viewer))[0]!;
    },

    async list(caller: UserRow, query: PageQuery, viewer: ContentViewer) {
      const where: SQL[] = [
        sql`exists (select 1 from ${conversationMembers} m where m.conversation_id = ${conversations.id} and m.user_id = ${caller.id})`,
      ];
      if (query.type) where.push(eq(conversations.type, query.type));
      if (query.keyword) {
        const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(sql`exists (select 1 from ${conversationMembers} m join ${users} u on u.id = m.user_id
          where m.conversation_id = ${conversations.id} and m.user_id <> ${caller.id}
          and (u.name ilike ${like} or u.username ilike ${like}))`);
      }
      const condition = and(...where);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(conversations)
          .where(condition)
          .orderBy(
            sql`${conversations.lastMessageAt} desc nulls last`,
            desc(conversations.updatedAt),
            desc(conversations.id),
          )
          .limit(query.limit)
          .offset(query.offset),
        db.$count(conversations, condition),
      ]);
      return { data: await presentConversations(rows, caller, viewer), total };
    },

    async get(caller: UserRow, id: string, viewer: ContentViewer) {
      const { conversation } = await requireMember(id, caller);
      return (await presentConversations([conversation], caller, viewer))[0]!;
    },

    /** Newest first (the client reverses), 25 by default (spec section 9). */
    async messages(caller: UserRow, conversationId: string, page: { limit: number; offset: number }) {
      await requireMember(conversationId, caller);
      const { rows, total } = await messagePage(db, conversationId, page);
      return { data: await presentMessages(rows, caller.id, caller.role === 'admin'), total };
    },

    async send(caller: UserRow, conversationId: string, input: MessageSendInput, viewer: ContentViewer) {
      const { members, me, other } = await requireMember(conversationId, caller);
      if (!me || !other) throw forbidden(MESSAGING_MESSAGES.notMember);
      const [recipient] = await db.select().from(users).where(eq(users.id, other.userId));
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
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(messages)
          .values({
            conversationId,
            type,
            text: input.text,
            fileIds: input.fileIds,
            senderId: caller.id,
            senderSource: sourceOf(caller),
            isSale: input.isSale && priceMinor > 0,
            priceMinor,
          })
          .returning();
        await tx
          .update(conversations)
          .set({
            lastMessage: preview(input.text || (input.isSale ? 'Paid media' : 'Media')),
            lastSenderId: caller.id,
            lastMessageAt: created!.createdAt,
          })
          .where(eq(conversations.id, conversationId));
        await tx
          .update(conversationMembers)
          .set({ unread: sql`${conversationMembers.unread} + 1` })
          .where(
            and(eq(conversationMembers.conversationId, conversationId), ne(conversationMembers.userId, caller.id)),
          );
        return created!;
      });
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
      const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
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
      const [deleted] = await db
        .update(messages)
        .set({ deletedAt: new Date() })
        .where(eq(messages.id, messageId))
        .returning();
      if (policy) {
        await policy.announce(deleted!);
        return (await presentMessages([deleted!], caller.id, caller.role === 'admin'))[0]!;
      }
      const members = await db
        .select()
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, row.conversationId));
      await broadcast(
        'message_deleted',
        deleted!,
        members.map((m) => m.userId),
      );
      return (await presentMessages([deleted!], caller.id, caller.role === 'admin'))[0]!;
    },

    /** Toggles one reaction; both members get the message's reactions, replaced wholesale. */
    async react(caller: UserRow, messageId: string, emoji: string) {
      const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
      if (!row) throw notFound();
      const { members } = await requireMember(row.conversationId, caller);
      if (row.deletedAt) throw new AppError('UNPROCESSABLE', MESSAGING_MESSAGES.alreadyDeleted);
      const removed = await db
        .delete(messageReactions)
        .where(
          and(
            eq(messageReactions.messageId, messageId),
            eq(messageReactions.userId, caller.id),
            eq(messageReactions.emoji, emoji),
          ),
        )
        .returning();
      if (!removed.length)
        await db.insert(messageReactions).values({ messageId, userId: caller.id, emoji }).onConflictDoNothing();
      const [view] = await presentMessages([row], caller.id);
      const payload = { _id: row.id, conversationId: row.conversationId, reactions: view!.reactions };
      for (const m of members) realtime.emitToUser(m.userId, 'message_reaction', payload);
      return payload;
    },

    async readAll(caller: UserRow, conversationId: string) {
      await requireMember(conversationId, caller);
      await db
        .update(conversationMembers)
        .set({ unread: 0, lastReadAt: new Date() })
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, caller.id)));
      const total = await unreadTotal(caller.id);
      realtime.emitToUser(caller.id, 'nofify_read_messages_in_conversation', { total });
      return { ok: true as const };
    },

    async fileStatus(caller: UserRow, messageId: string, fileId: string) {
      const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
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
      const members = await db
        .select()
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, conversationId));
      if (!members.some((m) => m.userId === userId)) return;
      for (const m of members)
        if (m.userId !== userId) realtime.emitToUser(m.userId, 'typing', { conversationId, userId });
    },

    /** Tells an account's conversation partners that it came online or went offline. */
    async presence(userId: string, isOnline: boolean) {
      const partners = await db
        .selectDistinct({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(
          and(
            ne(conversationMembers.userId, userId),
            sql`${conversationMembers.conversationId} in (select conversation_id from ${conversationMembers} where user_id = ${userId})`,
          ),
        );
      for (const p of partners) realtime.emitToUser(p.userId, 'presence', { userId, isOnline });
    },
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
