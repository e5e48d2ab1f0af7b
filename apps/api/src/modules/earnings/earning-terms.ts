/** A creator's commission rate and earning hold: their override (null: none) or the site's settings. */
import { SETTINGS } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import type { Tx } from '../ledger/ledger.service.js';
import { commissionOverrideOf } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { EarningTerms } from './earning-posting.js';
import type { EarningsRepository } from './earnings.repository.js';

export interface EarningTermsDeps {
  db: Db;
  repo: EarningsRepository;
  /** The settings service's cached reads, for `termsOf`. */
  settings: Pick<SettingsService, 'get'>;
}

/** The commission rate and hold from the creator's override (null: none) and the two settings. */
function termsFrom(commission: string | null | undefined, rate: unknown, hold: unknown): EarningTerms {
  const value = (stored: unknown, key: 'performerCommission' | 'earningHoldDays') =>
    typeof stored === 'number' ? stored : (SETTINGS[key].default as number);
  return {
    rate: commission !== null && commission !== undefined ? Number(commission) : value(rate, 'performerCommission'),
    holdDays: value(hold, 'earningHoldDays'),
  };
}

export function createEarningTerms(deps: EarningTermsDeps) {
  const { db, repo, settings } = deps;
  return {
    /**
     * The creator's commission rate and the hold, read through the caller's transaction: on PGlite (one
     * connection) a query outside it would wait for the transaction forever.
     */
    async terms(tx: Tx | Db, performerId: string): Promise<EarningTerms> {
      // One round trip: the creator's override and both settings.
      const row = await repo.terms(tx, performerId);
      return termsFrom(row?.commission, row?.rate, row?.hold);
    },

    /**
     * `terms` for a caller outside any transaction (a wallet purchase): the settings come from the
     * settings service's cache, which a change made in this process drops at once and other processes'
     * changes reach within its lifetime (5 s). `commission` is the creator's override when the caller
     * read it already (null: none); left out, it is read here.
     */
    async termsOf(performerId: string, commission?: string | null): Promise<EarningTerms> {
      const [override, rate, hold] = await Promise.all([
        commission !== undefined ? commission : commissionOverrideOf(db, performerId),
        settings.get('performerCommission'),
        settings.get('earningHoldDays'),
      ]);
      return termsFrom(override, rate, hold);
    },
  };
}
export type EarningTermsReader = ReturnType<typeof createEarningTerms>;
