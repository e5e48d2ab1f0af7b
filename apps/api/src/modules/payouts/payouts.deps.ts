/**
 * What the payout verbs share: the keys and amounts of a request's money, the settings they read,
 * the creator's own request, and the posting that holds or releases a request's tokens.
 */
import { PAYOUT_MESSAGES, toMinor, type PayoutStatus } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { InsufficientFundsError, ledgerAccount, type Ledger, type Tx } from '../ledger/ledger.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Notifier } from '../notifications/notifier.js';
import type { PaymentGateway } from '../payments/gateway.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { ownPayout, type PayoutRow } from './payouts.repository.js';

/** The statuses of an open request (its tokens held in payout clearing). */
export const OPEN: PayoutStatus[] = ['pending', 'approved'];

/** Gateways whose payout accounts the API opens (`POST /stripe/accounts`): Stripe, and the sandbox's stand-in. */
export const CONNECT_GATEWAYS = ['stripe', 'sandbox'];

/** The money a request pays (tokens × the rate stamped on it), in cents. */
export const payoutMoneyMinor = (row: Pick<PayoutRow, 'requestTokensMinor' | 'tokenConversionRate'>) =>
  Math.round(row.requestTokensMinor * Number(row.tokenConversionRate));

/** The ledger key of a request's payment; a reversed transfer reopens the request under a new revision. */
export const paidKey = (row: Pick<PayoutRow, 'id' | 'revision'>) => `payout-paid:${row.id}:${row.revision}`;

export type PayoutSettings = Pick<SettingsService, 'get'>;

/** Everything a payout verb may need; each takes the few it uses (`Pick<PayoutDeps, ...>`). */
export interface PayoutDeps {
  db: Db;
  ledger: Ledger;
  settings: PayoutSettings;
  audit: AuditService;
  notifier: Notifier;
  gateways: Map<string, PaymentGateway>;
  performers: PerformersRepository;
  /** The payment details a method needs (`payment-details.ts`). */
  paymentDetails: (performerId: string, method: string) => Promise<Record<string, unknown>>;
  /** Sends a Connect request's transfer; answers its id (`send-payout-transfer.ts`). */
  transfer: (row: PayoutRow) => Promise<string>;
}

/** The site's minimum request, in tokens and minor units. */
export async function minimumPayout(settings: PayoutSettings) {
  const value = Number(await settings.get('minimumPayoutAmount'));
  return { value: Number.isFinite(value) ? value : 0, minor: toMinor(Number.isFinite(value) ? value : 0) };
}

/** Refuses an amount (minor units) under the site's minimum request. */
export async function assertMinimumPayout(settings: PayoutSettings, amount: number) {
  const minimum = await minimumPayout(settings);
  if (amount < minimum.minor) throw unprocessable(PAYOUT_MESSAGES.minimum(minimum.value), 'PAYOUT_MINIMUM');
}

/** The money a token is worth, stamped on each new request. */
export async function conversionRate(settings: PayoutSettings) {
  const rate = Number(await settings.get('tokenConversionRate'));
  return Number.isFinite(rate) && rate > 0 ? rate : 1;
}

/** One of the creator's own requests; 404 when it is not theirs. */
export async function ownRequest(executor: Db | Tx, performerId: string, id: string) {
  const row = await ownPayout(executor, performerId, id);
  if (!row) throw notFound();
  return row;
}

/** Posts a movement between withdrawable earnings and payout clearing; a short balance is the contract's 422. */
export async function holdPayoutTokens(
  ledger: Ledger,
  tx: Tx,
  performerId: string,
  key: string,
  amount: number,
  meta: Record<string, unknown>,
) {
  try {
    await ledger.post(tx, {
      key,
      kind: amount > 0 ? 'payout_hold' : 'payout_release',
      meta,
      entries: [
        { account: ledgerAccount.earnings(performerId), amount: -amount },
        { account: ledgerAccount.payoutClearing(), amount },
      ],
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) throw unprocessable(PAYOUT_MESSAGES.overBalance);
    throw err;
  }
}
