/** Lists one fan's wallet charges, or (userId null: the console) everyone's, a page at a time. */
import { eq, type SQL } from 'drizzle-orm';
import type { TokenTransaction } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { tokenTransactions } from '../../db/schema/index.js';
import { createdWithin, pageOf, sortOf } from '../../db/paging.js';
import type { PresentCharges } from './charges.presenter.js';

export interface ChargeQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy: string;
  type?: string;
  status?: string;
  performerId?: string;
  fromDate?: string;
  toDate?: string;
}

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
    const where: (SQL | undefined)[] = [userId === null ? undefined : eq(tokenTransactions.userId, userId)];
    if (query.type) where.push(eq(tokenTransactions.type, query.type));
    if (query.status) where.push(eq(tokenTransactions.status, query.status as 'success'));
    if (query.performerId) where.push(eq(tokenTransactions.performerId, query.performerId));
    where.push(...createdWithin(query, tokenTransactions.createdAt));
    const { rows, total } = await pageOf(
      db,
      tokenTransactions,
      where,
      sortOf(
        query,
        { createdAt: tokenTransactions.createdAt, totalPrice: tokenTransactions.totalPriceMinor },
        tokenTransactions.createdAt,
        tokenTransactions.id,
      ),
      query,
    );
    return { data: await present(rows), total };
  };
}
