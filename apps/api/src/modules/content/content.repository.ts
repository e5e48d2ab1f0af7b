/**
 * Content's own reads across other modules' tables, as fragments of the content modules' statements
 * or one statement: what others may see of a creator's content (account status, blocks), and what
 * one viewer holds among a page of content (viewer-state.ts).
 */
import { eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  files,
  follows,
  performerBlockedCountries,
  polls,
  pollVotes,
  purchases,
  reactions,
  subscriptions,
  userBlocks,
  users,
} from '../../db/schema/index.js';
import { inIds, jsonRowReader, slot, statement } from '../../db/statements.js';
import { subscriptionGrantsAccess } from '../subscriptions/subscriptions.repository.js';
import type { ContentViewer } from './access.service.js';

/**
 * What others may see of a creator's content: the creator is active and has blocked neither the
 * viewer nor the viewer's country (business-rules "Content access": blocks apply on every read).
 * `performerId` is the content table's creator column; `publishedAt` its publication column.
 * The viewer's id and country may be placeholders, for a statement built once per viewer shape.
 */
export function visibleContent(
  performerId: SQLWrapper,
  viewer: ContentViewer | ViewerSlots,
  publishedAt?: SQLWrapper,
): SQL[] {
  const where: SQL[] = [sql`exists (select 1 from ${users} u where u.id = ${performerId} and u.status = 'active')`];
  if (publishedAt) where.push(sql`${publishedAt} <= now()`);
  if (viewer.id)
    where.push(
      sql`not exists (select 1 from ${userBlocks} b where b.performer_id = ${performerId} and b.target_id = ${viewer.id})`,
    );
  if (viewer.country)
    where.push(
      sql`not exists (select 1 from ${performerBlockedCountries} c where c.performer_id = ${performerId} and c.country_codes @> jsonb_build_array(${viewer.country}::text))`,
    );
  return where;
}

/**
 * The id of the creator a profile names (its id or its username in any case), inside a statement:
 * `key` is the placeholder holding the lowered name or id; no row (NULL) when no creator has it.
 */
export const creatorIdByKey = (key: SQLWrapper) =>
  sql`(select u.id from ${users} u where (u.id = ${key} or lower(u.username) = ${key}) and u.role = 'performer')`;

/** A media content table's columns its visibility reads (reels, videos). */
interface MediaColumns {
  status: AnyPgColumn;
  hiddenAt: AnyPgColumn;
  fileId: AnyPgColumn;
  performerId: AnyPgColumn;
  publishedAt: AnyPgColumn;
}

/** What others may see of a media table: active, not hidden, its video processed, published, of a creator visible to them. */
export function visibleMedia(table: MediaColumns, viewer: ContentViewer | ViewerSlots): SQL[] {
  return [
    eq(table.status, 'active'),
    isNull(table.hiddenAt),
    sql`exists (select 1 from ${files} f where f.id = ${table.fileId} and f.status = 'finished')`,
    ...visibleContent(table.performerId, viewer, table.publishedAt),
  ];
}

/** A viewer whose id and country are a statement's placeholders (`sql.placeholder`); null: none. */
export interface ViewerSlots {
  id: SQLWrapper | null;
  country: SQLWrapper | null;
}

export type PageFile = typeof files.$inferSelect;
export type PagePoll = typeof polls.$inferSelect;
/** A file's and a poll's row as the viewer-state statement sends them (JSON). */
export const fileOf = jsonRowReader(files);
export const pollOf = jsonRowReader(polls);

/**
 * One row of the viewer-state statement: its kind, the id it is about, and a detail (a file's or a
 * poll's whole row as JSON for kinds 'F' and 'P').
 */
export interface ViewerStateRow {
  kind: 's' | 'b' | 'r' | 'f' | 'v' | 'F' | 'P';
  id: string;
  extra: string | null;
}

/**
 * The viewer-state statement, built once (db/statements.ts): subscriptions to `owners`, purchases,
 * likes and bookmarks of `items` (of kind `target`), follows of `owners` and poll votes on `items`
 * (posts), all of `viewer` (none when null), valid at `now`; and what presenting the page needs
 * whoever asks: the `files` named and the polls of `items` (posts).
 */
export function viewerStateStatement(db: Db): ReturnType<typeof statement<ViewerStateRow>> {
  return statement<ViewerStateRow>(
    db,
    sql`SELECT 's' AS kind, ${subscriptions.performerId} AS id, NULL::text AS extra FROM ${subscriptions}
        WHERE ${subscriptions.userId} = ${slot('viewer')} AND ${subscriptionGrantsAccess(slot('now'))}
          AND ${inIds(subscriptions.performerId, 'owners')}
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
          AND ${inIds(pollVotes.feedId, 'items')}
      UNION ALL SELECT 'F', ${files.id}, row_to_json(${files})::text FROM ${files} WHERE ${inIds(files.id, 'files')}
      UNION ALL SELECT 'P', ${polls.feedId}, row_to_json(${polls})::text FROM ${polls}
        WHERE ${slot('target')} = 'feed' AND ${inIds(polls.feedId, 'items')}`,
  );
}
