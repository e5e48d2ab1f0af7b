/**
 * A wallet top-up (contract 4.18): a token package or a free amount, less a coupon, paid by a saved
 * card (or a test gateway's own) or on the gateway's own form (CCBill). Writes the pending payment
 * row and asks the gateway for the money; tokens are credited only when `confirm` sees it succeed.
 */
import { MONEY_MESSAGES, fromMinor, toMinor, type TopUpInput } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound, unprocessable } from '../../http/errors.js';
import type { UserRow } from '../auth/sessions.service.js';
import { activeTokenPackage } from '../catalog/catalog.top-up.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { Cards } from './cards.js';
import type { Coupons } from './coupons.js';
import type { PaymentGateway } from './gateway.js';
import type { GatewayChoice } from './gateway-choice.js';
import type { PaymentRow } from './payments.presenter.js';
import { paymentsRepository } from './payments.repository.js';
import type { TopUpSettlement } from './settle-top-up.js';

interface TopUpTerms {
  priceMinor: number;
  totalMinor: number;
  tokensMinor: number;
  coupon: { _id: string; code: string; value: number } | null;
  name: string;
  description: string;
  productId: string;
}

export interface TopUpDeps {
  db: Db;
  settings: SettingsService;
  choice: GatewayChoice;
  cards: Pick<Cards, 'findCard'>;
  coupons: Coupons;
  settlement: Pick<TopUpSettlement, 'confirm'>;
}

export function createTopUp({ db, settings, choice, cards, coupons, settlement }: TopUpDeps) {
  const { activeGateway, gatewayFailure } = choice;
  const { findCard } = cards;
  const { checkCoupon } = coupons;
  const { confirm } = settlement;

  /** The pending payment row of a top-up (contract 4.18). */
  async function insertTopUp(gateway: PaymentGateway, userId: string, terms: TopUpTerms) {
    return paymentsRepository.insert(db, {
      paymentGateway: gateway.name,
      userId,
      target: 'token_package',
      targetId: terms.productId,
      type: 'token_package',
      products: [
        {
          name: terms.name,
          description: terms.description,
          price: fromMinor(terms.priceMinor),
          quantity: 1,
          productType: 'token_package',
          productId: terms.productId,
          performerId: null,
          tokens: fromMinor(terms.tokensMinor),
        },
      ],
      originalPriceMinor: terms.priceMinor,
      totalPriceMinor: terms.totalMinor,
      tokensMinor: terms.tokensMinor,
      couponId: terms.coupon?._id ?? null,
      couponInfo: terms.coupon,
    });
  }

  /** A top-up paid on the gateway's own form (CCBill): the pending row and its link; nothing credited yet. */
  async function linkTopUp(gateway: PaymentGateway, userId: string, terms: TopUpTerms) {
    const row = await insertTopUp(gateway, userId, terms);
    const paymentUrl = await gateway.paymentLink!({ paymentId: row.id, amountMinor: terms.totalMinor }).catch(
      async (err) => {
        await paymentsRepository.update(db, row.id, { status: 'fail', failureMessage: String(err.message) });
        return gatewayFailure(err);
      },
    );
    return { ...row, paymentUrl };
  }

  async function topUp(user: UserRow, input: TopUpInput): Promise<PaymentRow & { paymentUrl?: string }> {
    const gateway = await activeGateway();
    let priceMinor: number;
    let tokensMinor: number;
    let name = 'Wallet top-up';
    let description = '';
    let productId = 'wallet';
    if (input.packageId) {
      const pkg = await activeTokenPackage(db, input.packageId);
      if (!pkg) throw notFound();
      priceMinor = pkg.priceMinor;
      tokensMinor = pkg.tokensMinor;
      name = pkg.name;
      description = pkg.description;
      productId = pkg.id;
    } else {
      if (input.amount === undefined) throw new AppError('VALIDATION', 'Amount is required');
      const [min, max] = await Promise.all([settings.get('minimumWalletPrice'), settings.get('maximumWalletPrice')]);
      priceMinor = toMinor(input.amount);
      tokensMinor = priceMinor;
      if (priceMinor < toMinor(Number(min))) throw unprocessable(MONEY_MESSAGES.minTopUp(Number(min)));
      if (priceMinor > toMinor(Number(max))) throw unprocessable(MONEY_MESSAGES.maxTopUp(Number(max)));
    }
    const coupon = input.couponCode ? await checkCoupon(input.couponCode, user.id) : null;
    const totalMinor = coupon ? priceMinor - Math.floor(priceMinor * coupon.value) : priceMinor;
    if (totalMinor <= 0) throw unprocessable(MONEY_MESSAGES.invalidCoupon);
    const terms: TopUpTerms = { priceMinor, totalMinor, tokensMinor, coupon, name, description, productId };
    if (gateway.paymentLink) return linkTopUp(gateway, user.id, terms);
    // Clients know card screens for Stripe only: with no card chosen or saved, a test gateway's own.
    const card = await findCard(user.id, gateway, input.cardId).catch((err) => {
      if (!input.cardId && gateway.defaultCard && err instanceof AppError) return gateway.defaultCard;
      throw err;
    });
    const row = await insertTopUp(gateway, user.id, terms);
    const payment = await gateway
      .createPayment({
        amountMinor: totalMinor,
        currency: 'usd',
        customerId: card.customerId,
        cardToken: card.token,
        description: `${name} (${fromMinor(tokensMinor)} tokens)`,
        metadata: { paymentId: row.id, userId: user.id },
        idempotencyKey: `payment:${row.id}`,
      })
      .catch(async (err) => {
        await paymentsRepository.update(db, row.id, { status: 'fail', failureMessage: String(err.message) });
        return gatewayFailure(err);
      });
    await paymentsRepository.update(db, row.id, { gatewayRef: payment.ref, clientSecret: payment.clientSecret });
    const confirmed = await confirm(row.id);
    if (confirmed.status === 'fail') throw unprocessable(confirmed.failureMessage ?? MONEY_MESSAGES.cardDeclined);
    return confirmed;
  }

  return { topUp };
}
export type TopUp = ReturnType<typeof createTopUp>;
