/**
 * What the wallet charge verbs share: the row and hook types, the hooks the orders and streaming
 * modules register, the ledger-refusal mapping and the balance events sent once a charge commits.
 */
import { MONEY_MESSAGES, fromMinor, type ChargeTarget, type TipInput } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { unprocessable } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { ContentViewer } from '../content/access.service.js';
import type { EarningInput } from '../earnings/earnings.service.js';
import { InsufficientFundsError, ledgerAccount, type Tx } from '../ledger/ledger.service.js';
import type { NewTokenTransaction, TokenTransactionRow } from './charges.repository.js';
import type { Sellable } from './sellables.js';

export type { TokenTransactionRow };

/** The fan paying: a content viewer who is signed in. */
export type ChargeViewer = ContentViewer & { id: string };

/** What a product's charge tells the orders module (in the charge's transaction for physical items). */
export interface ProductCharge {
  row: TokenTransactionRow;
  physical: boolean;
  quantity: number;
  unitPriceMinor: number;
  shipping: Record<string, unknown>;
}
/** Writes in `executor`; what it returns runs once the charge has committed (notices, never inside). */
export type ProductChargeHook = (executor: Db | Tx, charge: ProductCharge) => Promise<(() => void) | void>;

/** Told after a new tip commits (a stream tip posts its chat line). */
export type TipListener = (row: TokenTransactionRow, input: TipInput) => void | Promise<void>;

/** The hooks other modules register on the charges service, read by the verbs at each call. */
export interface ChargeHooks {
  /** The orders module: told of each product charge (inside the transaction of a physical one). */
  product: ProductChargeHook | null;
  tip: Set<TipListener>;
}

/** Turns a ledger refusal into the business-rules message; anything else passes through. */
export function insufficientBalance(err: unknown): never {
  if (err instanceof InsufficientFundsError && err.accountId.startsWith('wallet:')) {
    throw unprocessable(MONEY_MESSAGES.insufficientBalance, 'INSUFFICIENT_BALANCE');
  }
  throw err;
}

/** Tells the fan's and the creator's open pages what moved. */
export function announceCharge(
  realtime: Realtime,
  row: TokenTransactionRow,
  fanBalance: number,
  netMinor: number,
  item?: Record<string, unknown>,
) {
  realtime.emitToUser(row.userId, 'update_balance', {
    token: -fromMinor(row.totalPriceMinor),
    balance: fromMinor(fanBalance),
  });
  if (netMinor > 0) realtime.emitToUser(row.performerId, 'update_balance', { token: fromMinor(netMinor) });
  if (item) realtime.emitToUser(row.userId, 'token_transaction_success', { item: { _id: row.targetId, ...item } });
}

/** The charge record of `quantity` of an item bought from the wallet (a digital item's is 1). */
export function itemChargeValues(
  viewer: ChargeViewer,
  target: ChargeTarget,
  itemId: string,
  item: Sellable,
  charge: { id: string; quantity: number; meta: Record<string, unknown>; ledgerTransactionId: string },
) {
  const grossMinor = item.priceMinor * charge.quantity;
  return {
    id: charge.id,
    userId: viewer.id,
    performerId: item.performerId,
    target,
    targetId: itemId,
    sessionId: item.sessionId ?? null,
    type: item.transactionType ?? target,
    products: [
      {
        name: item.name,
        description: item.description,
        price: fromMinor(item.priceMinor),
        quantity: charge.quantity,
        productType: target,
        productId: itemId,
        performerId: item.performerId,
      },
    ],
    originalPriceMinor: grossMinor,
    totalPriceMinor: grossMinor,
    meta: charge.meta,
    ledgerTransactionId: charge.ledgerTransactionId,
  } satisfies NewTokenTransaction;
}

/** The earning (and ledger posting) of an item bought from the wallet for `grossMinor`, under ledger key `key`. */
export function purchaseEarning(
  viewer: ChargeViewer,
  target: ChargeTarget,
  itemId: string,
  item: Sellable,
  charge: { id: string; grossMinor: number; key: string },
): EarningInput {
  return {
    from: ledgerAccount.wallet(viewer.id),
    payerId: viewer.id,
    performerId: item.performerId,
    grossMinor: charge.grossMinor,
    transactionId: charge.id,
    sourceType: target,
    type: item.transactionType ?? target,
    isToken: true,
    paymentGateway: 'system',
    key: charge.key,
    ledgerKind: 'purchase',
    meta: { target, targetId: itemId },
  };
}
