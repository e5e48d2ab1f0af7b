/** The token packages a fan can buy: the active (or, for the console, inactive) ones, searched and sorted. */
import type { Db } from '../../db/client.js';
import { tokenPackagesPage, type TokenPackageQuery } from '../catalog/catalog.top-up.repository.js';
import { presentTokenPackage } from './payments.presenter.js';

export interface TokenPackagesDeps {
  db: Db;
}

export function createTokenPackages({ db }: TokenPackagesDeps) {
  async function packages(query: TokenPackageQuery) {
    const { rows, total } = await tokenPackagesPage(db, query);
    return {
      total,
      data: rows.map(presentTokenPackage),
    };
  }

  return { packages };
}
export type TokenPackages = ReturnType<typeof createTokenPackages>;
