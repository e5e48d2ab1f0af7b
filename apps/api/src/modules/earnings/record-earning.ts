/** Posts one payment to a creator and records its earning (the split and the hold), inside the caller's transaction. */
import { splitCommission, type Ledger, type Tx } from '../ledger/ledger.service.js';
import { earningPosting, holdOf, type EarningInput } from './earning-posting.js';
import type { EarningTermsReader } from './earning-terms.js';
import type { EarningRow, EarningsRepository } from './earnings.repository.js';

export interface RecordEarningDeps {
  ledger: Ledger;
  repo: EarningsRepository;
  terms: EarningTermsReader['terms'];
}

export type RecordEarning = (
  tx: Tx,
  input: EarningInput,
) => Promise<{ posted: Awaited<ReturnType<Ledger['post']>>; earning: EarningRow | null }>;

export function createRecordEarning(deps: RecordEarningDeps): RecordEarning {
  const { ledger, repo, terms } = deps;
  return async function record(tx, input) {
    const { rate, holdDays } = await terms(tx, input.performerId);
    const { commission, net } = splitCommission(input.grossMinor, rate);
    const posted = await ledger.post(tx, earningPosting(input, commission, net, holdDays));
    if (posted.replayed) return { posted, earning: null };
    const { releaseAt, releasedAt } = holdOf(holdDays);
    const earning = await repo.insert(tx, {
      userId: input.payerId,
      performerId: input.performerId,
      transactionId: input.transactionId,
      sourceType: input.sourceType,
      type: input.type,
      grossMinor: input.grossMinor,
      commissionMinor: commission,
      netMinor: net,
      commissionRate: rate.toFixed(4),
      paymentGateway: input.paymentGateway,
      isToken: input.isToken,
      releaseAt,
      releasedAt,
      ledgerTransactionId: posted.transactionId,
    });
    return { posted, earning };
  };
}
