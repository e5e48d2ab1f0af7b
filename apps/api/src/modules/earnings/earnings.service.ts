/**
 * Creators' income (business-rules "Money"): every payment to a creator is one ledger transaction
 * moving the gross out of the payer's account into the creator's pending earnings (net) and the
 * platform's revenue (commission), with an earning row recording the split and the hold. A job
 * releases holds into withdrawable earnings; a refund reverses whatever is left. One verb a file:
 * `earning-terms.ts`, `record-earning.ts` (`record-earning-statement.ts` inside one statement),
 * `release-earnings.ts`, `refund-earning.ts`, `earning-stats.ts`; this is their facade.
 */
import type { Db } from '../../db/client.js';
import type { Ledger, Tx } from '../ledger/ledger.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createEarningStats } from './earning-stats.js';
import { createEarningTerms } from './earning-terms.js';
import { createEarningsRepository, type EarningQuery } from './earnings.repository.js';
import { createRecordEarning } from './record-earning.js';
import { recordCtes, recordValues } from './record-earning-statement.js';
import { createRefundEarning } from './refund-earning.js';
import { createReleaseEarnings } from './release-earnings.js';

export type { EarningInput, EarningTerms } from './earning-posting.js';
export type { EarningQuery, EarningRow } from './earnings.repository.js';

export function createEarningsService(deps: {
  db: Db;
  ledger: Ledger;
  /** The settings service's cached reads, for `termsOf`. */
  settings: Pick<SettingsService, 'get'>;
}) {
  const { db, ledger, settings } = deps;
  const repo = createEarningsRepository(db);
  const { terms, termsOf } = createEarningTerms({ db, repo, settings });

  return {
    terms,
    termsOf,
    record: createRecordEarning({ ledger, repo, terms }),
    recordCtes,
    recordValues,
    releaseDue: createReleaseEarnings({ db, ledger, repo }),
    refund: createRefundEarning({ ledger, repo }),
    byTransaction: (transactionId: string, tx?: Tx) => repo.byTransaction(transactionId, tx),
    search: (performerId: string, query: EarningQuery) => repo.search(performerId, query),
    stats: createEarningStats({ ledger, repo }),
  };
}
export type EarningsService = ReturnType<typeof createEarningsService>;
