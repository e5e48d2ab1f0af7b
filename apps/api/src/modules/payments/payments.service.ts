/**
 * The payments service: a facade over the one-verb files of this folder, so routes, the composition
 * root and other modules keep calling one object. Each verb lives in its own file with its deps.
 */
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createCards } from './cards.js';
import { createCoupons } from './coupons.js';
import type { PaymentGateway } from './gateway.js';
import { createGatewayChoice } from './gateway-choice.js';
import { createGatewayEvents, type PayoutEvents, type SubscriptionEvents } from './gateway-events.js';
import { createPaymentHistory } from './payment-history.js';
import { createPaymentsPresenter } from './payments.presenter.js';
import { createPayoutAccounts } from './payout-accounts.js';
import { createTopUpSettlement } from './settle-top-up.js';
import { createTokenPackages } from './token-packages.js';
import { createTopUp } from './top-up.js';

export type { CardRow, PaymentRow } from './payments.presenter.js';
export { presentTokenPackage } from './payments.presenter.js';
export type { PayoutEvents, SubscriptionEvents } from './gateway-events.js';

export interface PaymentsServiceDeps {
  db: Db;
  ledger: Ledger;
  settings: SettingsService;
  gateways: Map<string, PaymentGateway>;
  performers: PerformersRepository;
  storage: Storage;
  realtime: Realtime;
  webUrl: string;
  logger?: { warn(obj: unknown, msg?: string): void };
}

/**
 * Money that enters through a gateway (business-rules "Wallet", "Payment gateways"): saved cards,
 * token packages, coupons, wallet top-ups and their confirmation, and webhooks. Tokens are credited
 * only by `confirm`, which re-reads the payment from the gateway: a webhook, the sandbox's instant
 * answer and the page's "I paid" call all go through it, and the ledger key makes it happen once.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, ledger, settings, gateways, performers, storage, realtime } = deps;
  let subscriptionEvents: SubscriptionEvents | null = null;
  let payoutEvents: PayoutEvents | null = null;

  const choice = createGatewayChoice({ settings, gateways });
  const presenter = createPaymentsPresenter({ performers, storage });
  const coupons = createCoupons({ db });
  const cards = createCards({ db, settings, gateways, choice });
  const settlement = createTopUpSettlement({
    db,
    ledger,
    realtime,
    choice,
    subscriptionEvents: () => subscriptionEvents,
    logger: deps.logger,
  });
  const topUp = createTopUp({ db, settings, choice, cards, coupons, settlement });
  const history = createPaymentHistory({ db, presenter });
  const events = createGatewayEvents({
    db,
    choice,
    settlement,
    subscriptionEvents: () => subscriptionEvents,
    payoutEvents: () => payoutEvents,
  });
  const accounts = createPayoutAccounts({ db, choice, payoutEvents: () => payoutEvents, webUrl: deps.webUrl });

  return {
    activeGateway: choice.activeGateway,
    gatewayNamed: choice.gatewayNamed,
    gatewayFailure: choice.gatewayFailure,
    customerOf: cards.customerOf,
    findCard: cards.findCard,
    presentPayment: presenter.presentPayment,
    presentPayments: presenter.presentPayments,
    confirm: settlement.confirm,
    settleTopUp: settlement.settleTopUp,
    announceSettled: settlement.announceSettled,
    announceOutcome: settlement.announceOutcome,

    onSubscriptionEvents(handlers: SubscriptionEvents) {
      subscriptionEvents = handlers;
    },
    onPayoutEvents(handlers: PayoutEvents) {
      payoutEvents = handlers;
    },

    packages: createTokenPackages({ db }).packages,
    applyCoupon: coupons.checkCoupon,
    cards: cards.cards,
    addCard: cards.addCard,
    deleteCard: cards.deleteCard,
    topUp: topUp.topUp,
    ownPayment: history.ownPayment,
    searchPayments: history.searchPayments,
    webhook: events.webhook,
    connectStatus: accounts.connectStatus,
    connectAccount: accounts.connectAccount,
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
