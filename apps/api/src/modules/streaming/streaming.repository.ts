import { and, desc, eq, ilike, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { StreamSearchQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import type { Tx } from '../ledger/ledger.service.js';
import { privateStreamRequests, streamKeys, streams } from '../../db/schema/index.js';
import type { ContentViewer } from '../content/access.service.js';
import { escapeLike, visibleContent } from '../content/visibility.js';
import { firstRowWhere, rowWhere, rowsWhere, updatedAny, updateRowWhere } from '../shared-repo/rows.js';

export type StreamRow = typeof streams.$inferSelect;
export type NewStream = typeof streams.$inferInsert;
type Q = Db | Tx;

/** The public live streams' table (one `public` stream per creator), for the streaming service. */
export const streamsTable = {
  async byId(q: Q, id: string): Promise<StreamRow | null> {
    return rowWhere(q, streams, eq(streams.id, id));
  },

  /** The creator's one public stream. */
  async publicOf(q: Q, performerId: string): Promise<StreamRow | null> {
    return rowWhere(q, streams, and(eq(streams.performerId, performerId), eq(streams.type, 'public')));
  },

  async insert(q: Q, values: NewStream): Promise<StreamRow> {
    const [row] = await q.insert(streams).values(values).returning();
    return row!;
  },

  /** Inserts the creator's public stream, or updates it with `set` when it exists meanwhile. */
  async upsertPublic(q: Q, values: NewStream, set: Partial<NewStream>): Promise<StreamRow> {
    const [row] = await q
      .insert(streams)
      .values(values)
      .onConflictDoUpdate({ target: [streams.performerId, streams.type], set })
      .returning();
    return row!;
  },

  async update(q: Q, id: string, change: Partial<NewStream>): Promise<StreamRow> {
    const [row] = await q.update(streams).set(change).where(eq(streams.id, id)).returning();
    return row!;
  },

  /** Keeps the larger of the stored and the reported session length, and when it was reported. */
  async reportDuration(q: Q, id: string, seconds: number): Promise<void> {
    await q
      .update(streams)
      .set({
        streamingTime: sql`greatest(${streams.streamingTime}, ${seconds})`,
        lastStreamingTime: new Date(),
      })
      .where(eq(streams.id, id));
  },

  /** Live streams the viewer may see, newest first, a page of them and the count. */
  async searchLive(q: Db, viewer: ContentViewer, query: StreamSearchQuery) {
    const where: (SQL | undefined)[] = [eq(streams.isStreaming, true), ...visibleContent(streams.performerId, viewer)];
    if (query.performerId) where.push(eq(streams.performerId, query.performerId));
    if (query.isFree !== undefined) where.push(eq(streams.isFree, query.isFree));
    if (query.q) {
      const like = `%${escapeLike(query.q)}%`;
      where.push(or(ilike(streams.title, like), ilike(streams.description, like)));
    }
    return pageOf(q, streams, where, [desc(streams.updatedAt), desc(streams.id)], query);
  },

  /** The stream whose current session is this channel (an Agora channel name). */
  async bySession(q: Q, sessionId: string): Promise<StreamRow | null> {
    return firstRowWhere(q, streams, eq(streams.sessionId, sessionId));
  },

  /** The stream, when the viewer may see it (its creator visible to them): a wallet sellable's read. */
  async visibleById(q: Q, id: string, viewer: ContentViewer): Promise<StreamRow | null> {
    return rowWhere(q, streams, and(eq(streams.id, id), ...visibleContent(streams.performerId, viewer)));
  },

  /** Stores the viewer count of the creator's stream room. */
  async setMembers(q: Q, performerId: string, members: number): Promise<void> {
    await q.update(streams).set({ members }).where(eq(streams.performerId, performerId));
  },

  /** Offline, its length kept (the larger of the stored and `seconds`). */
  async endLive(q: Q, id: string, seconds: number): Promise<void> {
    await q
      .update(streams)
      .set({
        isStreaming: false,
        lastStreamingTime: new Date(),
        streamingTime: sql`greatest(${streams.streamingTime}, ${seconds})`,
      })
      .where(eq(streams.id, id));
  },

  /** On air: live, and when it went live. */
  async goLive(q: Q, id: string): Promise<void> {
    await q.update(streams).set({ isStreaming: true, lastStreamingTime: new Date() }).where(eq(streams.id, id));
  },

  /** Claims the session's `live_now` notice; false when it was already sent for this session. */
  async claimLiveNotice(q: Q, id: string, sessionId: string): Promise<boolean> {
    const notYet = or(isNull(streams.notifiedSessionId), ne(streams.notifiedSessionId, sessionId));
    return updatedAny(q, streams, streams.id, and(eq(streams.id, id), notYet), { notifiedSessionId: sessionId });
  },
};

export type PrivateRequestRow = typeof privateStreamRequests.$inferSelect;
export type PrivateRequestStatus = PrivateRequestRow['status'];

/** The private show `id` while it is started. */
const started = (id: string) => and(eq(privateStreamRequests.id, id), eq(privateStreamRequests.status, 'started'));

/**
 * The live tables this module's newer code owns: stream keys, private show requests, and the
 * self-hosted transport's columns of `streams` (its HLS folder, its likes).
 */
export function createStreamingRepository(db: Db) {
  return {
    /** The creator's stream key version, created at 1 on first use. */
    async keyVersion(performerId: string): Promise<number> {
      await db.insert(streamKeys).values({ performerId }).onConflictDoNothing();
      const [row] = await db.select().from(streamKeys).where(eq(streamKeys.performerId, performerId));
      return row!.version;
    },

    async rotateKey(performerId: string): Promise<number> {
      const [row] = await db
        .insert(streamKeys)
        .values({ performerId, version: 2 })
        .onConflictDoUpdate({ target: streamKeys.performerId, set: { version: sql`${streamKeys.version} + 1` } })
        .returning();
      return row!.version;
    },

    /** Sets (or clears) the HLS folder carrying a stream. */
    async setStreamHls(streamId: string, hlsId: string | null) {
      await db.update(streams).set({ hlsId }).where(eq(streams.id, streamId));
    },

    /** Streams left marked as carried by an ingest that is gone (a restart): none can be live. */
    async clearStaleHls() {
      return db
        .update(streams)
        .set({ hlsId: null, isStreaming: false })
        .where(isNotNull(streams.hlsId))
        .returning({ id: streams.id });
    },

    async streamLikes(streamId: string) {
      const [row] = await db
        .select({ likes: streams.likes, conversationId: streams.conversationId })
        .from(streams)
        .where(eq(streams.id, streamId));
      return row ?? null;
    },

    /** Moves a stream's like counter (never below zero) in the reaction's transaction. */
    async countLike(tx: Db, streamId: string, delta: number) {
      await tx
        .update(streams)
        .set({ likes: sql`greatest(${streams.likes} + ${delta}, 0)`, updatedAt: sql`${streams.updatedAt}` })
        .where(eq(streams.id, streamId));
    },

    requests: {
      async insert(values: typeof privateStreamRequests.$inferInsert) {
        const [row] = await db.insert(privateStreamRequests).values(values).returning();
        return row!;
      },

      async byId(id: string, executor: Db | Tx = db) {
        return rowWhere(executor, privateStreamRequests, eq(privateStreamRequests.id, id));
      },

      /** The fan's open (pending, approved or started) request with this creator. */
      async openBetween(userId: string, performerId: string) {
        return firstRowWhere(
          db,
          privateStreamRequests,
          and(
            eq(privateStreamRequests.userId, userId),
            eq(privateStreamRequests.performerId, performerId),
            inArray(privateStreamRequests.status, ['pending', 'approved', 'started']),
          ),
        );
      },

      /** The creator's running show, if any. */
      async startedOf(performerId: string) {
        return firstRowWhere(
          db,
          privateStreamRequests,
          and(eq(privateStreamRequests.performerId, performerId), eq(privateStreamRequests.status, 'started')),
        );
      },

      async startedByChannel(sessionId: string) {
        return firstRowWhere(
          db,
          privateStreamRequests,
          and(eq(privateStreamRequests.sessionId, sessionId), eq(privateStreamRequests.status, 'started')),
        );
      },

      /** Requests a creator received and a fan made, newest first. */
      async search(accountId: string, options: { status?: PrivateRequestStatus; limit: number; offset: number }) {
        const where: SQL[] = [
          or(eq(privateStreamRequests.performerId, accountId), eq(privateStreamRequests.userId, accountId))!,
        ];
        if (options.status) where.push(eq(privateStreamRequests.status, options.status));
        return pageOf(
          db,
          privateStreamRequests,
          where,
          [desc(privateStreamRequests.createdAt), desc(privateStreamRequests.id)],
          options,
        );
      },

      /**
       * Moves a request from one of `from` to `status` (with extra columns); null when it was not in
       * one of those statuses any more (someone else moved it first).
       */
      async transition(
        id: string,
        from: PrivateRequestStatus[],
        set: Partial<typeof privateStreamRequests.$inferInsert> & { status: PrivateRequestStatus },
        executor: Db | Tx = db,
      ) {
        const stillFrom = and(eq(privateStreamRequests.id, id), inArray(privateStreamRequests.status, from));
        return updateRowWhere(executor, privateStreamRequests, stillFrom, set);
      },

      /**
       * Claims minute `minute` of a started show for charging: only when the minute before it was
       * the last charged (so each minute is claimed once, whoever retries).
       */
      async claimMinute(tx: Tx, id: string, minute: number, nextChargeAt: Date) {
        const lastCharged = and(started(id), eq(privateStreamRequests.minutesCharged, minute - 1));
        return updateRowWhere(tx, privateStreamRequests, lastCharged, {
          minutesCharged: minute,
          nextChargeAt,
          totalMinor: sql`${privateStreamRequests.totalMinor} + ${privateStreamRequests.priceMinor}`,
        });
      },

      /** Marks the minute whose warning went out; false when it already was. */
      async claimWarning(id: string, minute: number) {
        const notWarned = and(started(id), sql`${privateStreamRequests.warnedMinute} < ${minute}`);
        return updatedAny(db, privateStreamRequests, privateStreamRequests.id, notWarned, { warnedMinute: minute });
      },

      /** Started shows whose next minute is due before `until`. */
      async dueBefore(until: Date) {
        return rowsWhere(
          db,
          privateStreamRequests,
          and(eq(privateStreamRequests.status, 'started'), lte(privateStreamRequests.nextChargeAt, until)),
        );
      },

      async setHls(id: string, hlsId: string | null) {
        await db.update(privateStreamRequests).set({ hlsId }).where(eq(privateStreamRequests.id, id));
      },
    },
  };
}
export type StreamingRepository = ReturnType<typeof createStreamingRepository>;
