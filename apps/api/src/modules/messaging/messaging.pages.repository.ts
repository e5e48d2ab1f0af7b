/**
 * The messenger's read paths as statements built once (db/statements.ts): a page of the caller's
 * conversations with everything its cards need, and what one viewer sees around a page of messages.
 * Each replaces four to six statements drizzle built on every request (docs/benchmarks.md, read paths).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  conversationMembers,
  conversations,
  files,
  messageReactions,
  purchases,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { inIds, jsonRowReader, perShape, slot, statement } from '../../db/statements.js';
import { visibleContent } from '../content/content.repository.js';
import { escapeLike } from '../content/visibility.js';
import { subscriptionGrantsAccess } from '../subscriptions/subscriptions.repository.js';
import type { ConversationRow, MemberRow } from './messaging.repository.js';

/** One conversation of a page as its card needs it (see conversationsPage). */
export interface ConversationCard {
  row: ConversationRow;
  /** Every member, the earliest to join first. */
  members: Pick<MemberRow, 'userId' | 'source' | 'unread'>[];
  /** The first member other than the caller (the card's person), as stored; null when alone. */
  other: typeof users.$inferSelect | null;
  /** The caller holds a subscription to `other` that grants access now. */
  subscribed: boolean;
  /** `other` is an active account blocking neither the caller nor the caller's country. */
  reachable: boolean;
}

interface CardRow {
  conversation: string;
  total: number;
  members: string;
  other: string | null;
  subscribed: boolean;
  reachable: boolean;
}

const conversationOf = jsonRowReader(conversations);
const userOf = jsonRowReader(users);

/** A conversation's members as JSON, the earliest to join first. */
const membersJson = (conversation: SQL) =>
  sql`(SELECT json_agg(json_build_object('userId', m.user_id, 'source', m.source, 'unread', m.unread)
      ORDER BY m.created_at, m.user_id)::text FROM ${conversationMembers} m WHERE m.conversation_id = ${conversation})`;

/**
 * The caller's conversations of one page (of one type; with a keyword, those whose other member's
 * name or username contains it), the latest message first: ONE statement built once per shape,
 * carrying the total, each conversation's members, its other member's account and the caller's
 * subscription to and reach of that member.
 */
export function createConversationPages(db: Db) {
  // `one`: the card of one conversation by id, whoever asks (the caller's membership is checked before).
  const pages = perShape(
    'conversations_page',
    (shape: { one: boolean; type: boolean; keyword: boolean; country: boolean }) => {
      const viewer = slot('viewer');
      const mine = (c: SQL) => {
        const where = [
          sql`EXISTS (SELECT 1 FROM ${conversationMembers} m WHERE m.conversation_id = ${c}.id AND m.user_id = ${viewer})`,
        ];
        if (shape.type) where.push(sql`${c}.type = ${slot('type')}`);
        if (shape.keyword)
          where.push(sql`EXISTS (SELECT 1 FROM ${conversationMembers} m JOIN ${users} u ON u.id = m.user_id
          WHERE m.conversation_id = ${c}.id AND m.user_id <> ${viewer}
          AND (u.name ILIKE ${slot('like')} OR u.username ILIKE ${slot('like')}))`);
        return sql.join(where, sql` AND `);
      };
      const reach = visibleContent(sql`o.id`, { id: viewer, country: shape.country ? slot('country') : null });
      const total = shape.one
        ? sql`1`
        : sql`(SELECT count(*)::int FROM ${conversations} c2 WHERE ${mine(sql.raw('c2'))})`;
      return statement<CardRow>(
        db,
        sql`SELECT row_to_json(c)::text AS conversation, ${total} AS total,
          ${membersJson(sql`c.id`)} AS members,
          (SELECT row_to_json(ou)::text FROM ${users} ou WHERE ou.id = o.id) AS other,
          EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.userId} = ${viewer}
            AND ${subscriptions.performerId} = o.id AND ${subscriptionGrantsAccess(slot('now'))}) AS subscribed,
          (o.id IS NOT NULL AND ${sql.join(reach, sql` AND `)}) AS reachable
        FROM ${conversations} c
        LEFT JOIN LATERAL (SELECT m.user_id AS id FROM ${conversationMembers} m
          WHERE m.conversation_id = c.id AND m.user_id <> ${viewer} ORDER BY m.created_at, m.user_id LIMIT 1) o ON true
        WHERE ${shape.one ? sql`c.id = ${slot('id')}` : mine(sql.raw('c'))}
        ORDER BY c.last_message_at DESC NULLS LAST, c.updated_at DESC, c.id DESC
        LIMIT ${slot('limit')} OFFSET ${slot('offset')}`,
      );
    },
  );

  const cardOf = (r: CardRow): ConversationCard => ({
    row: conversationOf(r.conversation),
    members: r.members ? (JSON.parse(r.members) as ConversationCard['members']) : [],
    other: r.other ? userOf(r.other) : null,
    subscribed: r.subscribed,
    reachable: r.reachable,
  });

  async function conversationsPage(
    viewer: { id: string; country: string | null },
    query: { limit: number; offset: number; keyword?: string; type?: string },
  ): Promise<{ cards: ConversationCard[]; total: number }> {
    const run = pages({ one: false, type: !!query.type, keyword: !!query.keyword, country: !!viewer.country });
    const values = {
      viewer: viewer.id,
      country: viewer.country,
      type: query.type,
      like: query.keyword ? `%${escapeLike(query.keyword)}%` : undefined,
      now: new Date().toISOString(),
      limit: query.limit,
      offset: query.offset,
    };
    const { rows } = await run(values);
    // A page past the end says nothing of the total: the list's first row carries it.
    const first = rows[0] ?? (query.offset > 0 ? (await run({ ...values, offset: 0, limit: 1 })).rows[0] : undefined);
    return { total: first?.total ?? 0, cards: rows.map(cardOf) };
  }

  /** The card of one conversation as `viewer` sees it (the same statement, by id); null when none. */
  async function conversationCard(
    viewer: { id: string; country: string | null },
    id: string,
  ): Promise<ConversationCard | null> {
    const run = pages({ one: true, type: false, keyword: false, country: !!viewer.country });
    const [row] = (
      await run({ viewer: viewer.id, country: viewer.country, id, now: new Date().toISOString(), limit: 1, offset: 0 })
    ).rows;
    return row ? cardOf(row) : null;
  }

  return { conversationsPage, conversationCard };
}

/** A conversation's members as the messenger's checks and cards use them. */
export type ConversationMember = ConversationCard['members'][number];

/**
 * One conversation and its members, the earliest to join first (null when no conversation has the
 * id): ONE statement built once, read before every action on a conversation.
 */
export function createConversationReader(db: Db) {
  let run: ReturnType<typeof statement<{ conversation: string; members: string | null }>> | null = null;
  const prepare = () =>
    statement<{ conversation: string; members: string | null }>(
      db,
      sql`SELECT row_to_json(c)::text AS conversation, ${membersJson(sql`c.id`)} AS members
        FROM ${conversations} c WHERE c.id = ${slot('id')}`,
    );
  return async function conversationWithMembers(
    id: string,
  ): Promise<{ row: ConversationRow; members: ConversationMember[] } | null> {
    run ??= prepare();
    const [found] = (await run({ id })).rows;
    if (!found) return null;
    return {
      row: conversationOf(found.conversation),
      members: found.members ? (JSON.parse(found.members) as ConversationMember[]) : [],
    };
  };
}

/** What one viewer sees around a page of messages (see messageExtras). */
export interface MessageExtras {
  /** Reactions by message id: [emoji, userId], the earliest first. */
  reactions: Map<string, [string, string][]>;
  /** The page's messages the viewer bought. */
  bought: Set<string>;
  files: Map<string, typeof files.$inferSelect>;
  senders: Map<string, typeof users.$inferSelect>;
}

const fileOf = jsonRowReader(files);

/**
 * The reactions to a page of messages, those the viewer bought, their files and their senders:
 * ONE statement built once instead of four queries built on every page.
 */
export function createMessageExtras(db: Db) {
  let run: ReturnType<typeof statement<{ kind: string; id: string; extra: string | null }>> | null = null;
  const prepare = () =>
    statement<{ kind: string; id: string; extra: string | null }>(
      db,
      sql`SELECT 'r' AS kind, ${messageReactions.messageId} AS id,
          json_build_array(${messageReactions.emoji}, ${messageReactions.userId}, ${messageReactions.createdAt})::text AS extra
          FROM ${messageReactions} WHERE ${inIds(messageReactions.messageId, 'items')}
        UNION ALL SELECT 'b', ${purchases.targetId}, NULL FROM ${purchases}
          WHERE ${purchases.userId} = ${slot('viewer')} AND ${purchases.target} = 'message'
          AND ${inIds(purchases.targetId, 'items')}
        UNION ALL SELECT 'F', ${files.id}, row_to_json(${files})::text FROM ${files} WHERE ${inIds(files.id, 'files')}
        UNION ALL SELECT 'U', ${users.id}, row_to_json(${users})::text FROM ${users} WHERE ${inIds(users.id, 'senders')}`,
    );

  return async function messageExtras(
    viewerId: string,
    page: { id: string; fileIds: string[]; senderId: string }[],
  ): Promise<MessageExtras> {
    const extras: MessageExtras = { reactions: new Map(), bought: new Set(), files: new Map(), senders: new Map() };
    if (!page.length) return extras;
    run ??= prepare();
    const { rows } = await run({
      viewer: viewerId,
      items: JSON.stringify(page.map((m) => m.id)),
      files: JSON.stringify([...new Set(page.flatMap((m) => m.fileIds))]),
      senders: JSON.stringify([...new Set(page.map((m) => m.senderId))]),
    });
    const reactions: [string, string, string, string][] = [];
    for (const row of rows) {
      if (row.kind === 'b') extras.bought.add(row.id);
      else if (row.kind === 'F') extras.files.set(row.id, fileOf(row.extra!));
      else if (row.kind === 'U') extras.senders.set(row.id, userOf(row.extra!));
      else reactions.push([row.id, ...(JSON.parse(row.extra!) as [string, string, string])]);
    }
    reactions.sort((a, b) => (a[3] < b[3] ? -1 : a[3] > b[3] ? 1 : 0));
    for (const [messageId, emoji, userId] of reactions) {
      const list = extras.reactions.get(messageId);
      if (list) list.push([emoji, userId]);
      else extras.reactions.set(messageId, [[emoji, userId]]);
    }
    return extras;
  };
}
