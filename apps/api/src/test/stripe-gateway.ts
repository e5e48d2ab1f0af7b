/** The Stripe gateway tests' shared set-up: the app on a fake Stripe, cards, checkouts and event delivery. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentTransactions } from '../db/schema/index.js';
import type { FakeStripe, FakeStripeEvent } from './fake-stripe.js';
import { seededRandom } from './factories.js';
import type { TestApp } from './test-app.js';
import { withStripeApp } from './lifecycle.js';

export const cardBody = (token: string) => ({
  token,
  last4Digits: '4242',
  brand: 'Visa',
  month: '12',
  year: '2099',
  holderName: 'Jamie Fan',
  paymentGateway: 'stripe',
});

/** Each event 1-3 times, all in a shuffled order: what an at-least-once, unordered sender may do. */
export function redeliveries(events: FakeStripeEvent[], seed: number) {
  const next = seededRandom(seed);
  const out = events.flatMap((e) => Array.from({ length: 1 + Math.floor(next() * 3) }, () => e));
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A test file's app on the `stripe` gateway (`ready` gets it and the fake Stripe), and the helpers
 * its tests share: fans with saved cards, monthly checkouts, event delivery and reading rows back.
 */
export function withStripeGateway(ready: (t: TestApp, stripe: FakeStripe) => void) {
  let t!: TestApp;
  let stripe!: FakeStripe;
  withStripeApp((app, fake) => {
    t = app;
    stripe = fake;
    ready(app, fake);
  });

  const helpers = {
    reconciled: async () => expect((await t.services.ledger.reconcile()).ok).toBe(true),
    paymentRow: async (id: string) =>
      (await t.services.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!,
    isSubscribed: async (token: string, performerId: string) =>
      (await t.inject('GET', `/performers/${performerId}`, token)).json().data.isSubscribed as boolean,
    async fanWithCard(token = 'pm_card_visa') {
      const fan = await t.services.testing.createUserWithSession();
      const res = await t.inject('POST', '/stripe/cards', fan.token, cardBody(token));
      expect(res.statusCode, res.body).toBe(200);
      return { ...fan, card: res.json().data as { _id: string; token: string; customerId: string } };
    },
    creator: (monthlyPrice = 995) => t.services.testing.creator({ monthlyPrice }),
    /** A monthly subscription checkout with a saved card (its token unless `cardId` names it otherwise). */
    subscribeMonthly: (fan: { token: string; card: { token: string } }, performerId: string, cardId = fan.card.token) =>
      t.inject('POST', '/payment/subscribe/performers', fan.token, { performerId, type: 'monthly', cardId }),
    async deliverAll(events: FakeStripeEvent[]) {
      for (const event of events) {
        const res = await stripe.deliver(t.app, event);
        expect(res.statusCode, `${event.type}: ${res.body}`).toBe(200);
      }
    },
    subscriptionOf: (paymentId: string) =>
      [...stripe.subscriptions.values()].find((s) => s.metadata.paymentId === paymentId)!,
    periodEndOf: (invoiceId: string) => stripe.invoices.get(invoiceId)!.lines.data[0]!.period.end * 1000,
    /** How many earnings the creator's own earnings page lists. */
    earningsTotal: async (token: string) =>
      (await t.inject('GET', '/performer/earning/search', token)).json().data.total as number,
  };
  return helpers;
}
