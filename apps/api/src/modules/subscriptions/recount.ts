/**
 * Recounts a creator's active subscribers and the "verified account" badge (business-rules "Roles").
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { performerProfiles, subscriptions } from '../../db/schema/index.js';
import type { SettingsService } from '../settings/settings.service.js';

export interface RecountDeps {
  db: Db;
  settings: SettingsService;
}

export function createRecount({ db, settings }: RecountDeps) {
  return async function recount(performerId: string) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.performerId, performerId),
          inArray(subscriptions.status, ['active', 'created']),
          gt(subscriptions.expiredAt, new Date()),
        ),
      );
    const n = count?.n ?? 0;
    const threshold = Number(await settings.get('performerVerifyNumber'));
    await db
      .update(performerProfiles)
      .set({ subscriberCount: n, verifiedAccount: n >= threshold })
      .where(eq(performerProfiles.userId, performerId));
  };
}
export type Recount = ReturnType<typeof createRecount>;
