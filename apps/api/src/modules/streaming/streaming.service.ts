import { randomUUID } from 'node:crypto';
import {
  MONEY_MESSAGES,
  STREAMING_MESSAGES,
  fromMinor,
  toMinor,
  type Conversation,
  type PrivateStream,
  type StreamLiveInput,
  type StreamSearchQuery,
  type StreamUpdateInput,
} from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { UserRow } from '../auth/sessions.service.js';
import { isSubscribedNow, type ContentViewer } from '../content/access.service.js';
import { conversationById, openStreamConversation, type ConversationRow } from '../messaging/messaging.repository.js';
import { presentSearchItem } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { creatorVisibleTo } from '../users/users.repository.js';
import { hasEntitlement } from '../wallet/charges.repository.js';
import type { ChargesService } from '../wallet/charges.service.js';
import type { Sellables } from '../wallet/sellables.js';
import { issueAgoraToken, type ChannelResolver } from './agora-tokens.js';
import type { HlsLinks } from './hls-links.js';
import { registerStreamSellable } from './stream.sellable.js';
import { streamsTable, type StreamRow } from './streaming.repository.js';

export type { StreamRow } from './streaming.repository.js';
export type { ConversationRow } from '../messaging/messaging.repository.js';

/** Who asks: an account (or nobody) and whether it is an operator. */
export interface StreamViewer extends ContentViewer {
  role?: string;
}

/**
 * Public live streams (contract 3.18, 4.15; business-rules "Live streaming"): one `public` stream per
 * creator, a new session per go-live, paid entry bought once per session through the wallet, Agora
 * RTC tokens. Chat lives in stream-chat.service.ts, socket rooms in stream-rooms.ts.
 */
export function createStreamingService(deps: {
  db: Db;
  settings: SettingsService;
  performers: PerformersRepository;
  storage: Storage;
  charges: ChargesService;
  sellables: Sellables;
  agoraAppCertificate: string;
  hls: HlsLinks;
}) {
  const { db, settings, performers, storage, charges } = deps;
  const channels: ChannelResolver[] = [];

  const isSubscribed = (userId: string | null, performerId: string) => isSubscribedNow(db, userId, performerId);

  async function hasBoughtSession(userId: string | null, stream: StreamRow) {
    if (!userId) return false;
    return hasEntitlement(db, { userId, target: 'stream', targetId: stream.sessionId });
  }

  /** Blocks (the fan, or the fan's country) hide the creator, as everywhere else. */
  async function reachable(viewer: StreamViewer, performerId: string) {
    return creatorVisibleTo(db, performerId, viewer);
  }

  /**
   * The viewer's rights on a stream: the creator and operators have them all; a fan the creator
   * blocked (or whose country they block) has none, whatever they subscribed to or bought.
   */
  async function rightsOf(viewer: StreamViewer, stream: StreamRow) {
    const privileged = viewer.isAdmin || viewer.id === stream.performerId;
    if (privileged) return { privileged, blocked: false, subscribed: true, hasPurchased: true };
    const [visible, subscribed, bought] = await Promise.all([
      reachable(viewer, stream.performerId),
      isSubscribed(viewer.id, stream.performerId),
      stream.isFree ? Promise.resolve(true) : hasBoughtSession(viewer.id, stream),
    ]);
    if (!visible) return { privileged, blocked: true, subscribed: false, hasPurchased: false };
    return { privileged, blocked: false, subscribed, hasPurchased: stream.isFree || bought };
  }

  async function present(
    rows: StreamRow[],
    viewer: StreamViewer,
    options: { owner?: boolean } = {},
  ): Promise<PrivateStream[]> {
    if (!rows.length) return [];
    const creators = await performers.findMany([...new Set(rows.map((r) => r.performerId))]);
    return Promise.all(
      rows.map(async (r) => {
        const creator = creators.get(r.performerId);
        const rights = await rightsOf(viewer, r);
        const view: PrivateStream = {
          _id: r.id,
          title: r.title,
          description: r.description,
          isStreaming: r.isStreaming ? 1 : 0,
          isFree: r.isFree,
          price: fromMinor(r.priceMinor),
          performerId: r.performerId,
          performerInfo: creator
            ? {
                ...(presentSearchItem(creator, storage) as unknown as Record<string, unknown>),
                live: r.isStreaming ? 1 : 0,
              }
            : null,
          type: 'public',
          // The session id is the Agora channel: only for those who may watch.
          sessionId: rights.privileged || (rights.subscribed && rights.hasPurchased) ? r.sessionId : '',
          stats: { members: r.members, likes: r.likes },
          isSubscribed: rights.subscribed,
          conversationId: r.conversationId,
          hasPurchased: rights.hasPurchased,
          streamingTime: r.streamingTime,
          lastStreamingTime: r.lastStreamingTime?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        };
        if (!options.owner) delete (view as Partial<PrivateStream>).lastStreamingTime;
        return view;
      }),
    );
  }

  function presentConversation(row: ConversationRow, viewer?: { subscribed: boolean }): Conversation {
    return {
      _id: row.id,
      type: row.type,
      name: row.name,
      recipients: row.performerId ? [{ source: 'performer', sourceId: row.performerId }] : [],
      lastMessage: row.lastMessage,
      lastSenderId: row.lastSenderId,
      lastMessageCreatedAt: row.lastMessageAt?.toISOString() ?? null,
      meta: row.meta,
      streamId: row.streamId,
      performerId: row.performerId,
      ...(viewer ? { isSubscribed: viewer.subscribed } : {}),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  const agoraOn = async () => (await settings.get('agoraEnable')) === true;

  /** Which transport carries live video: Agora when on, else the self-hosted ingest when on. */
  async function transport(): Promise<'agora' | 'hls' | 'none'> {
    if (await agoraOn()) return 'agora';
    return (await settings.get('selfHostedLiveEnable')) === true ? 'hls' : 'none';
  }
  const enabled = async () => (await transport()) !== 'none';

  const streamById = (id: string) => streamsTable.byId(db, id);

  const streamOf = (performerId: string) => streamsTable.publicOf(db, performerId);

  async function conversationOf(stream: StreamRow) {
    if (!stream.conversationId) return null;
    return conversationById(db, stream.conversationId);
  }

  async function owned(caller: UserRow, id: string) {
    const stream = await streamById(id);
    if (!stream) throw notFound(STREAMING_MESSAGES.notFound);
    if (stream.performerId !== caller.id && caller.role !== 'admin') throw forbidden(STREAMING_MESSAGES.notOwner);
    return stream;
  }

  function priceFields(current: Pick<StreamRow, 'isFree' | 'priceMinor'>, input: StreamUpdateInput) {
    const isFree = input.isFree ?? current.isFree;
    const priceMinor = input.price !== undefined ? toMinor(input.price) : current.priceMinor;
    if (!isFree && priceMinor <= 0) throw unprocessable(STREAMING_MESSAGES.priceRequired);
    return { isFree, priceMinor };
  }

  /** Told after a stream's title, description or price changed (the room gets `change-stream-info`). */
  const updateListeners = new Set<(stream: StreamRow) => Promise<void>>();

  async function update(caller: UserRow, stream: StreamRow, input: StreamUpdateInput) {
    const row = await streamsTable.update(db, stream.id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...priceFields(stream, input),
    });
    for (const listener of updateListeners) await listener(row).catch(() => undefined);
    return (
      await present([row], { id: caller.id, isAdmin: caller.role === 'admin', country: null }, { owner: true })
    )[0]!;
  }

  registerStreamSellable(deps.sellables);

  return {
    present,
    presentConversation,
    streamById,
    streamOf,
    conversationOf,
    rightsOf,
    isSubscribed,
    enabled,
    transport,
    creators: (ids: string[]) => performers.findMany(ids),
    /** Whether the creator is visible to this viewer (not blocking them or their country). */
    reachable,

    /** The creator's stream, offline, created with its chat when missing (demo data). */
    async createOffline(performerId: string, input: { title: string; description: string; priceMinor?: number }) {
      const existing = await streamOf(performerId);
      if (existing) return existing;
      return db.transaction(async (tx) => {
        const row = await streamsTable.insert(tx, {
          performerId,
          title: input.title,
          description: input.description,
          isFree: !input.priceMinor,
          priceMinor: input.priceMinor ?? 0,
          sessionId: randomUUID().replace(/-/g, ''),
        });
        const conv = await openStreamConversation(tx, { name: input.title, performerId, streamId: row.id });
        return streamsTable.update(tx, row.id, { conversationId: conv.id });
      });
    },

    /** Starts a session: the creator's one stream (created on first use) with a new sessionId. */
    async goLive(caller: UserRow, input: StreamLiveInput) {
      if (!(await enabled())) throw unprocessable(STREAMING_MESSAGES.unavailable);
      const existing = await streamOf(caller.id);
      const sessionId = randomUUID().replace(/-/g, '');
      const price = priceFields(existing ?? { isFree: true, priceMinor: 0 }, input);
      const { stream, conversation } = await db.transaction(async (tx) => {
        let row: StreamRow;
        if (existing) {
          row = await streamsTable.update(tx, existing.id, {
            title: input.title,
            description: input.description,
            ...price,
            sessionId,
            isStreaming: false,
            streamingTime: 0,
            members: 0,
          });
        } else {
          row = await streamsTable.upsertPublic(
            tx,
            { performerId: caller.id, title: input.title, description: input.description, ...price, sessionId },
            { title: input.title, description: input.description, ...price, sessionId },
          );
        }
        let conv: ConversationRow | null = row.conversationId ? await conversationById(tx, row.conversationId) : null;
        if (!conv) {
          conv = await openStreamConversation(tx, { name: input.title, performerId: caller.id, streamId: row.id });
          row = await streamsTable.update(tx, row.id, { conversationId: conv.id });
        }
        return { stream: row, conversation: conv };
      });
      const viewer = { id: caller.id, isAdmin: caller.role === 'admin', country: null };
      return {
        stream: (await present([stream], viewer, { owner: true }))[0]!,
        conversation: presentConversation(conversation, { subscribed: true }),
      };
    },

    async updateById(caller: UserRow, id: string, input: StreamUpdateInput) {
      return update(caller, await owned(caller, id), input);
    },

    /** PUT /streaming/update: the same as PUT /streaming/live/{id} for the caller's own stream. */
    async updateCurrent(caller: UserRow, input: StreamUpdateInput) {
      const stream = await streamOf(caller.id);
      if (!stream) throw notFound(STREAMING_MESSAGES.noCurrentStream);
      return update(caller, stream, input);
    },

    /** The page reports the session's length every 15 s; the larger value is kept. */
    async setDuration(caller: UserRow, streamId: string, duration: number) {
      const stream = await streamById(streamId);
      if (!stream) throw notFound(STREAMING_MESSAGES.notFound);
      if (stream.performerId !== caller.id) throw forbidden(STREAMING_MESSAGES.notOwner);
      await streamsTable.reportDuration(db, streamId, Math.floor(duration));
      return { updated: true as const };
    },

    /** A viewer joins a creator's live: it must be on, and the viewer subscribed (creator and admins pass). */
    async join(caller: UserRow, performerId: string, viewer: ContentViewer) {
      const stream = await streamOf(performerId);
      if (!stream) throw notFound(STREAMING_MESSAGES.notFound);
      const rights = await rightsOf(viewer, stream);
      if (rights.blocked) throw notFound(STREAMING_MESSAGES.notFound);
      if (!stream.isStreaming) throw unprocessable(STREAMING_MESSAGES.offline);
      if (!rights.privileged && !rights.subscribed)
        throw forbidden(STREAMING_MESSAGES.subscribeToJoin, 'SUBSCRIPTION_REQUIRED');
      const conversation = await conversationOf(stream);
      if (!conversation) throw notFound(STREAMING_MESSAGES.conversationNotFound);
      const view = (await present([stream], viewer))[0]!;
      const mayWatch = rights.privileged || (rights.subscribed && rights.hasPurchased);
      // The self-hosted video: a signed address for this viewer only, while the ingest carries it.
      const hlsUrl = stream.hlsId && mayWatch ? await deps.hls.url(stream.hlsId, caller.id) : undefined;
      return {
        stream: {
          ...view,
          transport: stream.hlsId ? ('hls' as const) : await transport(),
          ...(hlsUrl ? { hlsUrl } : {}),
        },
        conversation: presentConversation(conversation, { subscribed: rights.subscribed }),
      };
    },

    /** POST /streaming/agora/token (agora-tokens.ts). */
    async agoraToken(caller: UserRow, channelName: string) {
      return issueAgoraToken(
        { settings, enabled: agoraOn, rightsOf, channels, certificate: deps.agoraAppCertificate, db },
        caller,
        channelName,
      );
    },

    onStreamUpdated(listener: (stream: StreamRow) => Promise<void>) {
      updateListeners.add(listener);
    },

    /** Private shows answer for their channels (Agora roles of the creator and the requester). */
    useChannelResolver(resolve: ChannelResolver) {
      channels.push(resolve);
    },

    /** Live streams only, newest first, with the viewer's subscription and purchase flags. */
    async search(viewer: ContentViewer, query: StreamSearchQuery) {
      const { rows, total } = await streamsTable.searchLive(db, viewer, query);
      return { data: await present(rows, viewer), total };
    },

    /** POST /wallet/charges/stream/{id}: free → {success: true}; paid → a wallet charge per session. */
    async buy(viewer: ContentViewer & { id: string }, streamId: string) {
      const stream = await streamById(streamId);
      if (!stream) throw notFound(STREAMING_MESSAGES.notFound);
      if (stream.performerId === viewer.id) throw forbidden(MONEY_MESSAGES.ownItem);
      if (stream.isFree || stream.priceMinor <= 0) return { success: true as const };
      if (!(await isSubscribed(viewer.id, stream.performerId)))
        throw forbidden(STREAMING_MESSAGES.subscribeToJoin, 'SUBSCRIPTION_REQUIRED');
      return charges.buy(viewer, 'stream', streamId);
    },
  };
}
export type StreamingService = ReturnType<typeof createStreamingService>;
