/** The token packages a fan can buy: the active (or, for the console, inactive) ones, searched and sorted. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tokenPackages } from '../../db/schema/index.js';
import { pageOf, sortOf } from '../../db/paging.js';
import { presentTokenPackage } from './payments.presenter.js';

export interface TokenPackagesDeps {
  db: Db;
}

export function createTokenPackages({ db }: TokenPackagesDeps) {
  async function packages(query: {
    q?: string;
    isActive?: string;
    limit: number;
    offset: number;
    sort: 'asc' | 'desc';
    sortBy: string;
  }) {
    const where: (SQL | undefined)[] = [];
    if (query.q) where.push(sql`${tokenPackages.name} ilike ${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    where.push(eq(tokenPackages.isActive, query.isActive === 'false' ? false : true));
    const sortBy = query.sortBy === 'updatedAt' ? 'ordering' : query.sortBy;
    const { rows, total } = await pageOf(
      db,
      tokenPackages,
      where,
      sortOf(
        { sort: query.sortBy === 'updatedAt' ? 'asc' : query.sort, sortBy },
        { ordering: tokenPackages.ordering, price: tokenPackages.priceMinor, createdAt: tokenPackages.createdAt },
        tokenPackages.ordering,
        tokenPackages.id,
      ),
      query,
    );
    return {
      total,
      data: rows.map(presentTokenPackage),
    };
  }

  return { packages };
}
export type TokenPackages = ReturnType<typeof createTokenPackages>;
