import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { follows, pollVotes, purchases, reactions, subscriptions } from '../../db/schema/index.js';
import { inIds, slot, statement } from '../../db/statements.js';
import { ACCESS_STATUSES, type ContentViewer, type Entitlements } from './access.service.js';

/**
 * What one signed-in viewer holds among a page of content: subscriptions to its creators and
 * purchases of its items (the entitlements access decisions need), their likes and bookmarks, whom
 * they follow, and their poll votes (posts). One statement whose text is built once
 * (db/statements.ts) instead of five queries built by drizzle on every page: on the read paths every
 * page view takes, building and sending those was most of the API's CPU (docs/benchmarks.md).
 */
export interface ViewerState {
  held: Entitlements;
  /** `${action}:${objectId}`, e.g. `like:<feed id>`. */
  reacted: Set<string>;
  followed: Set<string>;
  /** Post id -> the poll option voted for. */
  votes: Map<string, string>;
}

interface StateRow {
  kind: 's' | 'b' | 'r' | 'f' | 'v';
  id: string;
  extra: string | null;
}

const empty = (): ViewerState => ({
  held: { subscribed: new Set(), bought: new Set() },
  reacted: new Set(),
  followed: new Set(),
  votes: new Map(),
});

export function createViewerStateLoader(db: Db) {
  let run: ReturnType<typeof statement<StateRow>> | null = null;
  const prepare = () =>
    statement<StateRow>(
      db,
      sql`SELECT 's' AS kind, ${subscriptions.performerId} AS id, NULL::text AS extra FROM ${subscriptions}
        WHERE ${subscriptions.userId} = ${slot('viewer')}
          AND ${subscriptions.status} IN (${sql.join(
            ACCESS_STATUSES.map((status) => sql.raw(`'${status}'`)),
            sql`, `,
          )})
          AND ${subscriptions.expiredAt} > ${slot('now')}::timestamptz AND ${inIds(subscriptions.performerId, 'owners')}
      UNION ALL SELECT 'b', ${purchases.targetId}, NULL FROM ${purchases}
        WHERE ${purchases.userId} = ${slot('viewer')} AND ${purchases.target} = ${slot('target')}
          AND ${inIds(purchases.targetId, 'items')}
      UNION ALL SELECT 'r', ${reactions.objectId}, ${reactions.action} FROM ${reactions}
        WHERE ${reactions.createdBy} = ${slot('viewer')} AND ${reactions.objectType} = ${slot('target')}
          AND ${inIds(reactions.objectId, 'items')}
      UNION ALL SELECT 'f', ${follows.followingId}, NULL FROM ${follows}
        WHERE ${follows.followerId} = ${slot('viewer')} AND ${inIds(follows.followingId, 'owners')}
      UNION ALL SELECT 'v', ${pollVotes.feedId}, ${pollVotes.pollId} FROM ${pollVotes}
        WHERE ${slot('target')} = 'feed' AND ${pollVotes.userId} = ${slot('viewer')}
          AND ${inIds(pollVotes.feedId, 'items')}`,
    );

  return {
    /**
     * The viewer's state among `items` (of kind `target`: 'feed', 'video'...) and `creatorIds`; a
     * signed-out visitor holds nothing, without a query.
     */
    async load(
      viewer: ContentViewer,
      target: string,
      items: { id: string; ownerId: string }[],
      creatorIds: string[] = [],
    ): Promise<ViewerState> {
      const state = empty();
      const owners = [...new Set([...items.map((i) => i.ownerId), ...creatorIds])];
      if (!viewer.id || (!items.length && !owners.length)) return state;
      run ??= prepare();
      const { rows } = await run({
        viewer: viewer.id,
        target,
        now: new Date().toISOString(),
        items: JSON.stringify(items.map((i) => i.id)),
        owners: JSON.stringify(owners),
      });
      for (const row of rows) {
        if (row.kind === 's') state.held.subscribed.add(row.id);
        else if (row.kind === 'b') state.held.bought.add(row.id);
        else if (row.kind === 'r') state.reacted.add(`${row.extra}:${row.id}`);
        else if (row.kind === 'f') state.followed.add(row.id);
        else if (row.extra) state.votes.set(row.id, row.extra);
      }
      return state;
    },
  };
}
export type ViewerStateLoader = ReturnType<typeof createViewerStateLoader>;
