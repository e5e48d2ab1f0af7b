/**
 * Writes the payment transaction a subscription period leaves (contract 4.18), and for a period
 * paid from the wallet the wallet charge (4.19) with the same id.
 */
import { fromMinor } from '@fanlane/shared';
import type { Tx } from '../ledger/ledger.service.js';
import { paymentsRepository } from '../payments/payments.repository.js';
import { recordCharge } from '../wallet/charges.repository.js';
import type { PaidType } from './subscription-rows.js';

/** One subscription payment: who pays whom, for what period type, at what price and status. */
export interface PaymentRowInput {
  id: string;
  userId: string;
  performerId: string;
  type: PaidType | 'free';
  priceMinor: number;
  gateway: string;
  status: string;
  subscriptionId: string | null;
  creatorName: string;
}

/** The payment transaction's values for one subscription payment. */
export async function paymentRowValues(input: PaymentRowInput) {
  return {
    id: input.id,
    paymentGateway: input.gateway,
    userId: input.userId,
    performerId: input.performerId,
    target: 'performer',
    targetId: input.performerId,
    type: `${input.type}_subscription`,
    products: [
      {
        name: `${input.type[0]!.toUpperCase()}${input.type.slice(1)} subscription`,
        description: `Subscription to ${input.creatorName}`,
        price: fromMinor(input.priceMinor),
        quantity: 1,
        productType: `${input.type}_subscription`,
        productId: input.performerId,
        performerId: input.performerId,
      },
    ],
    originalPriceMinor: input.priceMinor,
    totalPriceMinor: input.priceMinor,
    status: input.status,
    subscriptionId: input.subscriptionId,
  };
}

/**
 * A period paid from the wallet: the payment transaction the contract answers (contract 4.18) and,
 * with the same id, the wallet charge (4.19) that lists it with the fan's other purchases.
 */
export async function recordWalletPayment(
  tx: Tx,
  paid: {
    id: string;
    userId: string;
    performerId: string;
    type: PaidType;
    priceMinor: number;
    subscriptionId: string;
  },
  creatorName: string,
  ledgerTransactionId: string,
) {
  const payment = await paymentRowValues({ ...paid, gateway: 'system', status: 'success', creatorName });
  await paymentsRepository.add(tx, { ...payment, ledgerTransactionId });
  await recordCharge(tx, {
    id: paid.id,
    userId: paid.userId,
    performerId: paid.performerId,
    target: 'performer',
    targetId: paid.performerId,
    type: payment.type,
    products: payment.products,
    originalPriceMinor: paid.priceMinor,
    totalPriceMinor: paid.priceMinor,
    meta: { paymentId: paid.id, subscriptionId: paid.subscriptionId },
    ledgerTransactionId,
  });
}
