import type { Mailer } from '../../adapters/mail.js';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import type { Notifier } from '../notifications/notifier.js';
import type { CcbillWebhooks } from '../payments/ccbill-webhook.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import { createCancel } from './cancel.js';
import { createCardCheckout } from './card-checkout.js';
import { createCcbillSubscriptionHandlers } from './ccbill-subscriptions.js';
import { extendPeriod } from './extend-period.js';
import { createGatewayEvents } from './gateway-events.js';
import { paymentRowValues } from './payment-rows.js';
import { createRecount } from './recount.js';
import { createRenewDue } from './renew-due.js';
import { createSearchSubscriptions, type SubscriptionQuery } from './search-subscriptions.js';
import { createSubscribe } from './subscribe.js';
import { createSubscriptionNotices } from './subscription-notices.js';
import { createFindPair } from './subscription-rows.js';
import { createSubscriptionsPresenter } from './subscriptions.presenter.js';

export type { SubscriptionRow } from './subscription-rows.js';
export type { SubscriptionQuery } from './search-subscriptions.js';

/**
 * Subscriptions (business-rules "Subscriptions"): free trials, wallet-paid periods renewed by a job,
 * card-paid periods renewed by the gateway's recurring billing (applied from its invoice webhooks),
 * cancellation that keeps access until expiry, and the creator's subscriber count and badge.
 * A facade: each verb lives in its own file of this folder and is wired here.
 */
export function createSubscriptionsService(deps: {
  db: Db;
  earnings: EarningsService;
  payments: PaymentsService;
  settings: SettingsService;
  performers: PerformersRepository;
  users: UsersRepository;
  storage: Storage;
  realtime: Realtime;
  mailer: Mailer;
  webUrl: string;
  /** Tells creators of new subscribers, renewals and cancellations (after the commit). */
  notifier?: Notifier;
  /** CCBill's webhooks, which apply subscriptions bought on its payment form. */
  ccbill?: CcbillWebhooks;
}) {
  const { db, earnings, payments, settings, performers, storage, realtime, mailer } = deps;
  const notices = createSubscriptionNotices(deps.notifier);
  const accounts = deps.users;
  const pair = createFindPair(db);
  const recount = createRecount({ db, settings });
  const presentMany = createSubscriptionsPresenter({ performers, users: accounts, storage });
  const announcePayment = payments.announceOutcome;

  const events = createGatewayEvents({
    db,
    earnings,
    payments,
    performers,
    realtime,
    notices,
    recount,
    announcePayment,
  });
  const { invoicePaid, subscriptionChanged } = events;
  payments.onSubscriptionEvents(events);

  deps.ccbill?.onSubscriptions(
    createCcbillSubscriptionHandlers({
      db,
      earnings,
      notices,
      recount,
      announcePayment,
      extend: extendPeriod,
      paymentRowValues,
    }),
  );

  const checkout = createCardCheckout({ db, payments });
  const subscribe = createSubscribe({
    db,
    earnings,
    payments,
    settings,
    realtime,
    notices,
    recount,
    pair,
    checkout,
    announcePayment,
  });
  const cancel = createCancel({ db, payments, notices, recount });
  const renewDue = createRenewDue({
    db,
    earnings,
    users: accounts,
    realtime,
    mailer,
    webUrl: deps.webUrl,
    notices,
    recount,
  });
  const search = createSearchSubscriptions({ db, presentMany });

  return {
    recount,
    presentMany,
    invoicePaid,
    subscriptionChanged,
    subscribe,
    cancel,
    renewDue,
    pair,
    searchForUser: (userId: string, query: SubscriptionQuery) => search('fan', userId, query),
    searchForPerformer: (performerId: string, query: SubscriptionQuery) => search('creator', performerId, query),
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
