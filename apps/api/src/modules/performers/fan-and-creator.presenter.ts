/**
 * The two sides of a row between a fan and a creator (a subscription, a private show request) as the
 * contract answers them: the creator's search card and the fan's public profile.
 */
import type { PerformerSearchItem, PublicUser } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { presentPublicUser } from '../users/users.presenter.js';
import type { UserRow } from '../users/users.repository.js';
import { presentSearchItem, type PerformerRecord } from './performers.presenter.js';

export interface FanAndCreatorDeps {
  storage: Storage;
  creators(ids: string[]): Promise<Map<string, PerformerRecord>>;
  users(ids: string[]): Promise<UserRow[]>;
}

/** Each side as presented; null for an account that is gone. */
export interface Sides {
  performerInfo: PerformerSearchItem | null;
  userInfo: PublicUser | null;
}

/** `present` of each row with its sides, the creators and the fans read in one batch each. */
export async function presentWithSides<R extends { performerId: string; userId: string }, P>(
  deps: FanAndCreatorDeps,
  rows: R[],
  present: (row: R, sides: Sides) => P,
): Promise<P[]> {
  const [creators, fans] = await Promise.all([
    deps.creators([...new Set(rows.map((r) => r.performerId))]),
    deps.users([...new Set(rows.map((r) => r.userId))]),
  ]);
  const fanById = new Map(fans.map((u) => [u.id, u]));
  return rows.map((r) => {
    const creator = creators.get(r.performerId);
    const fan = fanById.get(r.userId);
    return present(r, {
      performerInfo: creator ? presentSearchItem(creator, deps.storage) : null,
      userInfo: fan ? presentPublicUser(fan, deps.storage) : null,
    });
  });
}
