/** Moves every hold that has ended into withdrawable earnings (`hold_release`); safe to run twice or in parallel. */
import type { Db } from '../../db/client.js';
import { ledgerAccount, type Ledger } from '../ledger/ledger.service.js';
import type { EarningsRepository } from './earnings.repository.js';

export interface ReleaseEarningsDeps {
  db: Db;
  ledger: Ledger;
  repo: EarningsRepository;
}

/** How many earnings it released. */
export type ReleaseEarnings = (now?: Date) => Promise<number>;

export function createReleaseEarnings(deps: ReleaseEarningsDeps): ReleaseEarnings {
  const { db, ledger, repo } = deps;
  return async function releaseDue(now = new Date()) {
    const due = await repo.releasable(now);
    let released = 0;
    for (const e of due) {
      const done = await db.transaction(async (tx) => {
        if (!(await repo.claimRelease(tx, e.id, now))) return false;
        if (e.netMinor > 0) {
          await ledger.post(tx, {
            key: `release:${e.id}`,
            kind: 'hold_release',
            meta: { earningId: e.id },
            entries: [
              { account: ledgerAccount.pending(e.performerId), amount: -e.netMinor },
              { account: ledgerAccount.earnings(e.performerId), amount: e.netMinor },
            ],
          });
        }
        return true;
      });
      if (done) released += 1;
    }
    return released;
  };
}
