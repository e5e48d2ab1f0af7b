/** Lists one fan's wallet charges, or (userId null: the console) everyone's, a page at a time. */
import type { TokenTransaction } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import type { PresentCharges } from './charges.presenter.js';
import { searchCharges, type ChargeQuery } from './charges.repository.js';

export type { ChargeQuery } from './charges.repository.js';

export interface SearchChargesDeps {
  db: Db;
  present: PresentCharges;
}

export type SearchCharges = (
  userId: string | null,
  query: ChargeQuery,
) => Promise<{ data: TokenTransaction[]; total: number }>;

export function createSearchCharges(deps: SearchChargesDeps): SearchCharges {
  const { db, present } = deps;

  return async function search(userId, query) {
    const { rows, total } = await searchCharges(db, userId, query);
    return { data: await present(rows), total };
  };
}
