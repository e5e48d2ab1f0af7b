/**
 * Payout requests (business-rules "Payouts", docs/money.md). Every change of a request's money is a
 * ledger posting in the same transaction as the row: `payout:<id>` holds the tokens
 * (withdrawable → payout_clearing), `payout-amend:<id>:<revision>` adjusts an edited amount,
 * `payout-release:<id>` gives them back (rejected, cancelled), `payout-paid:<id>` pays them out
 * (payout_clearing → the gateway's or bank's clearing account). One verb a file: `payout-summary.ts`,
 * `request-payout.ts`, `update-payout.ts`, `cancel-payout.ts`, `decide-payout.ts` (with
 * `payment-details.ts`, `payouts.deps.ts`); this is their facade.
 */
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createCancelPayout } from './cancel-payout.js';
import { createDecidePayout } from './decide-payout.js';
import { createPaymentDetails } from './payment-details.js';
import { createPayoutSummary } from './payout-summary.js';
import type { PayoutConnect } from './payouts.connect.js';
import { ownRequest } from './payouts.deps.js';
import { countPayouts, payoutById, searchPayouts, type PayoutListQuery } from './payouts.repository.js';
import { createRequestPayout } from './request-payout.js';
import { createUpdatePayout } from './update-payout.js';

export type { PayoutListQuery, PayoutRow } from './payouts.repository.js';

export function createPayoutsService(deps: {
  db: Db;
  ledger: Ledger;
  settings: SettingsService;
  performers: PerformersRepository;
  audit: AuditService;
  notifier: Notifier;
  connect: PayoutConnect;
}) {
  const { db, ledger, settings, performers, audit, notifier, connect } = deps;
  const paymentDetails = createPaymentDetails({ db, performers });

  return {
    calculate: createPayoutSummary({ db, ledger, settings }),
    hasOpen: async (performerId: string) => (await countPayouts(db, performerId, 'pending')) > 0,
    create: createRequestPayout({ db, ledger, settings, paymentDetails }),
    update: createUpdatePayout({ db, ledger, settings, paymentDetails }),
    cancel: createCancelPayout({ db, ledger }),
    view: (performerId: string, id: string) => ownRequest(db, performerId, id),
    async get(id: string) {
      const row = await payoutById(db, id);
      if (!row) throw notFound();
      return row;
    },
    search: (query: PayoutListQuery) => searchPayouts(db, query),
    setStatus: createDecidePayout({ db, ledger, audit, notifier, transfer: (row) => connect.transfer(row) }),
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
