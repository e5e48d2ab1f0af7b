/**
 * Recording an earning inside ONE statement that runs on its own (no explicit transaction; see the
 * ledger's `postingCtes`): the common table expressions and the values of their placeholders.
 */
import { sql, type SQL } from 'drizzle-orm';
import { newId } from '../../db/ids.js';
import { postingCtes, postingValues, splitCommission } from '../ledger/ledger.service.js';
import { earningPosting, holdOf, type EarningInput, type EarningTerms } from './earning-posting.js';
import { insertEarningCte } from './earnings.repository.js';

/**
 * The posting (`lt`, `lv`, `la`, `le`) and the earning (`er`), written only when `when` holds. A
 * replayed key or a short account makes the whole statement fail: `postingRefusal`. Its values are
 * placeholders (the text is built once, `db/statements.ts`); `recordValues` fills them.
 */
export function recordCtes(options: { when: SQL }) {
  return sql`${postingCtes({ when: options.when, replay: 'fail' })},
      ${insertEarningCte()}`;
}

/** The values of `recordCtes`' placeholders for one payment; the terms come from `termsOf()`, read before. */
export function recordValues(input: EarningInput, { rate, holdDays }: EarningTerms, ledgerTransactionId: string) {
  const { commission, net } = splitCommission(input.grossMinor, rate);
  const post = earningPosting(input, commission, net, holdDays);
  const { releaseAt, releasedAt } = holdOf(holdDays);
  const values: Record<string, unknown> = {
    ...postingValues(post, ledgerTransactionId),
    earningId: newId(),
    earningPayer: input.payerId,
    earningPerformer: input.performerId,
    earningTransaction: input.transactionId,
    earningSourceType: input.sourceType,
    earningType: input.type,
    earningGross: input.grossMinor,
    earningCommission: commission,
    earningNet: net,
    earningRate: rate.toFixed(4),
    earningGateway: input.paymentGateway,
    earningIsToken: input.isToken,
    earningReleaseAt: releaseAt.toISOString(),
    earningReleasedAt: releasedAt?.toISOString() ?? null,
  };
  return { posting: post, values, commission, net };
}
