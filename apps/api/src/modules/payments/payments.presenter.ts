/**
 * How payments, saved cards and token packages look on the wire (contract 3.22, 4.18): the
 * presenters the payments service, its routes and the console share. Rows in, answers out; the only
 * read is the creators named by a list of payments.
 */
import { fromMinor, type PaymentCard, type PaymentStatus, type PaymentTransaction } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { presentSearchItem } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { CardRow, PaymentRow, TokenPackageRow } from './payments.repository.js';

export type { CardRow, PaymentRow } from './payments.repository.js';

/** A token package as the wire shows it (contract 3.22). */
export const presentTokenPackage = (p: TokenPackageRow) => ({
  _id: p.id,
  name: p.name,
  description: p.description,
  ordering: p.ordering,
  price: fromMinor(p.priceMinor),
  tokens: fromMinor(p.tokensMinor),
  isActive: p.isActive,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const presentCard = (c: CardRow): PaymentCard => ({
  _id: c.id,
  source: 'user',
  sourceId: c.userId,
  paymentGateway: c.paymentGateway,
  isProduction: c.isProduction,
  customerId: c.customerId,
  holderName: c.holderName,
  last4Digits: c.last4Digits,
  brand: c.brand,
  month: c.month,
  year: c.year,
  token: c.token,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

export interface PaymentsPresenterDeps {
  performers: PerformersRepository;
  storage: Storage;
}

export function createPaymentsPresenter({ performers, storage }: PaymentsPresenterDeps) {
  async function presentPayments(rows: PaymentRow[]): Promise<PaymentTransaction[]> {
    const ids = [...new Set(rows.map((r) => r.performerId).filter((id): id is string => !!id))];
    const creators = await performers.findMany(ids);
    return rows.map((r) => {
      const creator = r.performerId ? creators.get(r.performerId) : undefined;
      return {
        _id: r.id,
        paymentGateway: r.paymentGateway,
        source: 'user' as const,
        sourceId: r.userId,
        performerId: r.performerId,
        performerInfo: creator ? presentSearchItem(creator, storage) : null,
        target: r.target,
        targetId: r.targetId,
        type: r.type,
        products: r.products as PaymentTransaction['products'],
        originalPrice: fromMinor(r.originalPriceMinor),
        totalPrice: fromMinor(r.totalPriceMinor),
        couponInfo: r.couponInfo ?? null,
        status: r.status as PaymentStatus,
        stripeClientSecret: r.status === 'require_authentication' ? r.clientSecret : null,
        nextAction:
          r.status === 'require_authentication' && r.paymentGateway === 'sandbox' ? ('authenticate' as const) : null,
        failureMessage: r.failureMessage,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }
  const presentPayment = async (row: PaymentRow) => (await presentPayments([row]))[0]!;

  return { presentPayments, presentPayment };
}
export type PaymentsPresenter = ReturnType<typeof createPaymentsPresenter>;
