import { randomUUID } from 'node:crypto';
import {
  MONEY_MESSAGES,
  PRIVATE_SHOW_MESSAGES,
  STREAMING_MESSAGES,
  privateShowEvents,
  type PrivateRequestInput,
  type PrivateRequestQuery,
  type PrivateShowJoin,
} from '@fanlane/shared';
import { forbidden, notFound, unprocessable } from '../../../http/errors.js';
import type { UserRow } from '../../auth/sessions.service.js';
import type { Notifier } from '../../notifications/notifier.js';
import type { HlsLinks } from '../hls-links.js';
import type { LiveIngest } from '../live-ingest.service.js';
import type { PrivateRequestRow, PrivateRequestStatus } from '../streaming.repository.js';
import type { StreamingService } from '../streaming.service.js';
import { chargeMinute, type ChargeMinuteDeps } from './charge-minute.js';
import { presentRequests, type PresentDeps } from './private-shows.presenter.js';

export type EndReason = 'creator' | 'fan' | 'balance' | 'operator';

/**
 * Private 1:1 shows (docs/streaming.md): requests, their status changes and the show's address.
 * Only the creator approves, rejects and starts; only the requesting fan joins or withdraws; either
 * ends. Both are told of every change over their sockets, after it is stored. Minutes are charged by
 * charge-minute.ts (the first when the show starts, the rest by bill-due.ts).
 */
export function createPrivateShows(
  deps: ChargeMinuteDeps &
    PresentDeps & {
      streaming: StreamingService;
      live: LiveIngest;
      hls: HlsLinks;
      /**
       * The notifications centre (after the change is stored): the creator of a new request, the fan
       * when it is approved, rejected or started.
       */
      notifier?: Pick<Notifier, 'notify'>;
      now?: () => number;
    },
) {
  const { repo, realtime, streaming } = deps;
  const now = () => new Date((deps.now ?? Date.now)());
  const present = async (row: PrivateRequestRow) => (await presentRequests(deps, [row]))[0]!;

  /** Tells both sides (after the change is stored). */
  async function announce(row: PrivateRequestRow, event: 'created' | 'updated' = 'updated') {
    const request = await present(row);
    if (event === 'created') realtime.emitToUser(row.performerId, privateShowEvents.created, { request });
    else
      for (const to of [row.performerId, row.userId]) realtime.emitToUser(to, privateShowEvents.updated, { request });
    return request;
  }

  /** Tells the fan in the notifications centre that the creator answered (or started the show). */
  async function notifyFan(row: PrivateRequestRow) {
    await deps.notifier?.notify({
      type: 'private_show_update',
      userId: row.userId,
      actorId: row.performerId,
      objectType: 'private_request',
      objectId: row.id,
      link: '/private-shows',
      data: { status: row.status },
      key: `private_show_update:${row.id}:${row.status}`,
    });
  }

  async function load(id: string) {
    const row = await repo.requests.byId(id);
    if (!row) throw notFound(PRIVATE_SHOW_MESSAGES.notFound);
    return row;
  }

  async function loadAs(caller: UserRow, id: string, side: 'creator' | 'fan' | 'either') {
    const row = await load(id);
    const isCreator = row.performerId === caller.id;
    const isFan = row.userId === caller.id;
    if (!isCreator && !isFan) throw forbidden(PRIVATE_SHOW_MESSAGES.notYours);
    if (side === 'creator' && !isCreator) throw forbidden(PRIVATE_SHOW_MESSAGES.creatorOnly);
    if (side === 'fan' && !isFan) throw forbidden(PRIVATE_SHOW_MESSAGES.requesterOnly);
    return row;
  }

  /** Moves the request on, or says which status it is in now. */
  async function move(
    row: PrivateRequestRow,
    from: PrivateRequestStatus[],
    set: Parameters<typeof repo.requests.transition>[2],
  ) {
    if (!from.includes(row.status)) throw unprocessable(PRIVATE_SHOW_MESSAGES.wrongStatus(row.status));
    const moved = await repo.requests.transition(row.id, from, set);
    if (!moved) throw unprocessable(PRIVATE_SHOW_MESSAGES.wrongStatus((await load(row.id)).status));
    return moved;
  }

  async function assertTransport() {
    const transport = await streaming.transport();
    if (transport === 'none') throw unprocessable(STREAMING_MESSAGES.unavailable);
    return transport;
  }

  /** Where the show's video is, for one of its two sides. */
  async function address(row: PrivateRequestRow, viewerId: string): Promise<PrivateShowJoin> {
    const transport = await assertTransport();
    const request = await present(row);
    if (transport === 'agora') return { request, transport, channel: row.sessionId };
    return { request, transport, ...(row.hlsId ? { hlsUrl: await deps.hls.url(row.hlsId, viewerId) } : {}) };
  }

  async function end(row: PrivateRequestRow, reason: EndReason) {
    const ended = await repo.requests.transition(row.id, ['approved', 'started'], {
      status: 'ended',
      endedAt: now(),
      endReason: reason,
      nextChargeAt: null,
    });
    if (!ended) return null;
    // The creator's OBS was streaming to this show only: it is disconnected, not turned public.
    if (row.status === 'started') deps.live.kick(row.performerId);
    if (ended.hlsId) await deps.hls.remove(ended.hlsId);
    return announce(ended);
  }

  // Agora: only the two sides of a running show get tokens for its channel.
  streaming.useChannelResolver(async (caller, channel) => {
    const row = await repo.requests.startedByChannel(channel);
    if (!row) return null;
    if (row.performerId === caller.id) return 'publisher';
    return row.userId === caller.id ? 'subscriber' : forbidden(PRIVATE_SHOW_MESSAGES.notYours);
  });
  // Self-hosted: while a show runs, the creator's publish goes to it.
  deps.live.usePrivateTarget(async (performerId) => {
    const row = await repo.requests.startedOf(performerId);
    return row ? { kind: 'private', requestId: row.id, userId: row.userId } : null;
  });

  return {
    end,

    /** Tells both sides where the show stands now (after a minute is charged). */
    async announceById(id: string) {
      const row = await repo.requests.byId(id);
      if (row) await announce(row);
    },

    async request(caller: UserRow, input: PrivateRequestInput) {
      if (input.performerId === caller.id) throw forbidden(PRIVATE_SHOW_MESSAGES.ownShow);
      await assertTransport();
      const creator = (await streaming.creators([input.performerId])).get(input.performerId);
      const visible =
        creator?.user.status === 'active' &&
        creator.user.role === 'performer' &&
        (await streaming.reachable(
          { id: caller.id, isAdmin: false, country: caller.country ?? null },
          creator.user.id,
        ));
      if (!creator || !visible) throw notFound(PRIVATE_SHOW_MESSAGES.performerNotFound);
      if (!creator.profile.acceptPrivateRequests || creator.profile.privateChatPrice <= 0)
        throw unprocessable(PRIVATE_SHOW_MESSAGES.notAccepting);
      if (await repo.requests.openBetween(caller.id, creator.user.id))
        throw unprocessable(PRIVATE_SHOW_MESSAGES.alreadyPending);
      const row = await repo.requests.insert({
        performerId: creator.user.id,
        userId: caller.id,
        message: input.message,
        priceMinor: creator.profile.privateChatPrice,
        sessionId: randomUUID().replace(/-/g, ''),
      });
      await deps.notifier?.notify({
        type: 'private_show_request',
        userId: row.performerId,
        actorId: caller.id,
        objectType: 'private_request',
        objectId: row.id,
        link: '/private-shows',
        data: { price: row.priceMinor },
        key: `private_show_request:${row.id}`,
      });
      return announce(row, 'created');
    },

    async search(caller: UserRow, query: PrivateRequestQuery) {
      const { rows, total } = await repo.requests.search(caller.id, query);
      return { data: await presentRequests(deps, rows), total };
    },

    async cancel(caller: UserRow, id: string) {
      const row = await loadAs(caller, id, 'fan');
      return announce(await move(row, ['pending', 'approved'], { status: 'cancelled', endReason: 'fan' }));
    },

    async approve(caller: UserRow, id: string) {
      const row = await loadAs(caller, id, 'creator');
      const approved = await move(row, ['pending'], { status: 'approved' });
      await notifyFan(approved);
      return announce(approved);
    },

    async reject(caller: UserRow, id: string) {
      const row = await loadAs(caller, id, 'creator');
      const rejected = await move(row, ['pending', 'approved'], { status: 'rejected', endReason: 'creator' });
      await notifyFan(rejected);
      return announce(rejected);
    },

    /**
     * The creator starts the show: the first minute is charged now (the show ends if it cannot be).
     * Asked again while it runs (the studio reopened), it answers the show's address, charging nothing.
     */
    async start(caller: UserRow, id: string) {
      const row = await loadAs(caller, id, 'creator');
      await assertTransport();
      if (row.status === 'started') return address(row, caller.id);
      if (row.status === 'approved' && (await repo.requests.startedOf(caller.id)))
        throw unprocessable(PRIVATE_SHOW_MESSAGES.creatorBusy);
      const startedAt = now();
      const started = await move(row, ['approved'], { status: 'started', startedAt, nextChargeAt: startedAt });
      const first = await chargeMinute(deps, started, 1);
      if (first === 'insufficient') {
        await end(started, 'balance');
        throw unprocessable(MONEY_MESSAGES.insufficientBalance, 'INSUFFICIENT_BALANCE');
      }
      await deps.live.reroute(caller.id);
      const running = (await repo.requests.byId(id))!;
      await notifyFan(running);
      await announce(running);
      return address((await repo.requests.byId(id))!, caller.id);
    },

    /** The requesting fan joins a started show: its address, theirs only. */
    async join(caller: UserRow, id: string) {
      const row = await loadAs(caller, id, 'fan');
      if (row.status !== 'started') throw unprocessable(PRIVATE_SHOW_MESSAGES.wrongStatus(row.status));
      return address(row, caller.id);
    },

    async endBy(caller: UserRow, id: string) {
      const row = await loadAs(caller, id, 'either');
      if (row.status !== 'approved' && row.status !== 'started')
        throw unprocessable(PRIVATE_SHOW_MESSAGES.wrongStatus(row.status));
      return (await end(row, row.performerId === caller.id ? 'creator' : 'fan')) ?? present(await load(id));
    },
  };
}
export type PrivateShows = ReturnType<typeof createPrivateShows>;
