/** The ledger transaction and the hold of one payment to a creator, shared by both ways of recording an earning. */
import { ledgerAccount, type AccountRef, type PostInput } from '../ledger/ledger.service.js';

export interface EarningInput {
  /** Where the gross comes from: the fan's wallet, or a gateway's clearing account (card payments). */
  from: AccountRef;
  payerId: string;
  performerId: string;
  grossMinor: number;
  /** The token or payment transaction that paid it (one earning each). */
  transactionId: string;
  sourceType: string;
  type: string;
  isToken: boolean;
  paymentGateway: string;
  key: string;
  ledgerKind: string;
  meta?: Record<string, unknown>;
}

/** The creator's commission rate and the hold, in days (see `earning-terms.ts`). */
export interface EarningTerms {
  rate: number;
  holdDays: number;
}

const DAY_MS = 86_400_000;

/** When a hold of `holdDays` ends; with none the earning is released as it is made. */
export const holdOf = (holdDays: number, now = Date.now()) => {
  const releaseAt = new Date(now + Math.max(0, holdDays) * DAY_MS);
  return { releaseAt, releasedAt: holdDays > 0 ? null : releaseAt };
};

/**
 * The ledger transaction of one payment to a creator: payer −gross, creator +net, platform +commission.
 * The net goes on hold (pending) for `earningHoldDays`; with no hold it is withdrawable at once.
 */
export function earningPosting(input: EarningInput, commission: number, net: number, holdDays: number): PostInput {
  return {
    key: input.key,
    kind: input.ledgerKind,
    meta: { transactionId: input.transactionId, ...input.meta },
    entries: [
      { account: input.from, amount: -input.grossMinor },
      {
        account: holdDays > 0 ? ledgerAccount.pending(input.performerId) : ledgerAccount.earnings(input.performerId),
        amount: net,
      },
      // The platform's shard is chosen by the key, so concurrent payments rarely share a row lock.
      { account: ledgerAccount.platform(input.key), amount: commission },
    ],
  };
}
