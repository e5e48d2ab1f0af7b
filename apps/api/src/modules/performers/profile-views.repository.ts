import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  follows,
  performerBlockedCountries,
  performerProfiles,
  subscriptions,
  userBlocks,
} from '../../db/schema/index.js';
import { slot, statement } from '../../db/statements.js';
import { createViewCounter as createCounter } from '../content/view-counter.js';

/** Profile views, added up in memory and written once a second per creator (content/view-counter.ts). */
export const createViewCounter = (db: Db) =>
  createCounter(async (performerId, n) => {
    await db
      .update(performerProfiles)
      .set({ views: sql`${performerProfiles.views} + ${n}` })
      .where(eq(performerProfiles.userId, performerId));
  });

/**
 * What one viewer's visit to a creator's profile needs, in one statement: whether the creator
 * blocked the viewer or their country, whether they follow the creator, and their subscription.
 */
export function createProfileVisitReader(db: Db) {
  const prepare = () =>
    statement<{
      country_blocked: boolean;
      user_blocked: boolean;
      followed: boolean;
      sub_status: string | null;
      sub_expired_at: string | Date | null;
      sub_used_free: boolean | null;
    }>(
      db,
      sql`SELECT
        (${slot('country')}::text IS NOT NULL AND EXISTS (SELECT 1 FROM ${performerBlockedCountries} c
          WHERE c.performer_id = ${slot('creator')} AND c.country_codes @> jsonb_build_array(${slot('country')}::text))) AS country_blocked,
        EXISTS (SELECT 1 FROM ${userBlocks} b WHERE b.performer_id = ${slot('creator')} AND b.target_id = ${slot('viewer')}) AS user_blocked,
        EXISTS (SELECT 1 FROM ${follows} f WHERE f.follower_id = ${slot('viewer')} AND f.following_id = ${slot('creator')}) AS followed,
        s.status AS sub_status, s.expired_at AS sub_expired_at, s.used_free_subscription AS sub_used_free
      FROM (SELECT 1) one
      LEFT JOIN ${subscriptions} s ON s.user_id = ${slot('viewer')} AND s.performer_id = ${slot('creator')}`,
    );
  let query: ReturnType<typeof prepare> | undefined;
  return async (performerId: string, viewer: { id: string | null; country: string | null }) => {
    query ??= prepare();
    const {
      rows: [row],
    } = await query({ creator: performerId, viewer: viewer.id, country: viewer.country });
    const expiredAt = row?.sub_expired_at ? new Date(row.sub_expired_at) : null;
    const status = row?.sub_status ?? null;
    return {
      countryBlocked: !!row?.country_blocked,
      userBlocked: !!row?.user_blocked,
      followed: !!row?.followed,
      isSubscribed: !!status && status !== 'expired' && status !== 'cancelled' && !!expiredAt && expiredAt > new Date(),
      usedFreeSubscription: !!row?.sub_used_free,
    };
  };
}
