/** `stripe` webhooks: signatures checked, and events converge whatever their order, repeats and concurrency. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { earnings, paymentTransactions, webhookEvents } from '../../db/schema/index.js';
import type { FakeStripe } from '../../test/fake-stripe.js';
import type { TestApp } from '../../test/index.js';
import { redeliveries, withStripeGateway } from '../../test/stripe-gateway.js';

let t: TestApp;
let stripe: FakeStripe;
const { reconciled, paymentRow, fanWithCard, creator, subscribeMonthly, deliverAll, subscriptionOf, periodEndOf } =
  withStripeGateway((app, fake) => {
    t = app;
    stripe = fake;
  });

describe('stripe webhooks', () => {
  it('refuse a bad signature with 400 and change nothing', async () => {
    const fan = await fanWithCard('pm_card_authenticationRequired');
    const payment = (await t.inject('POST', '/payment/wallet/top-up', fan.token, { amount: 15 })).json().data;
    const mark = stripe.mark();
    stripe.completeAction((await paymentRow(payment._id)).gatewayRef!);
    const events = stripe.eventsSince(mark);
    const succeeded = events.find((e) => e.type === 'payment_intent.succeeded')!;

    expect((await stripe.deliver(t.app, succeeded, { secret: 'whsec_other' })).statusCode).toBe(400);
    expect((await stripe.deliver(t.app, succeeded, { signature: null })).statusCode).toBe(400);
    expect((await stripe.deliver(t.app, succeeded, { signature: 't=1,v1=00' })).statusCode).toBe(400);
    // A valid signature over other bytes.
    const { signature } = stripe.signed(succeeded);
    const tampered = await t.inject(
      'POST',
      '/payment/stripe/callhook',
      null,
      JSON.stringify({ ...succeeded, id: 'evt_forged' }),
      { 'content-type': 'application/json', 'stripe-signature': signature },
    );
    expect(tampered.statusCode).toBe(400);
    expect(await t.services.testing.balance(fan.token)).toBe(0);
    expect((await paymentRow(payment._id)).status).toBe('require_authentication');
    const stored = await t.services.database.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.paymentGateway, 'stripe'), eq(webhookEvents.eventId, succeeded.id)));
    expect(stored).toHaveLength(0);

    // The genuine delivery still works, once.
    const ok = await stripe.deliver(t.app, succeeded);
    expect(ok.json().data).toEqual({ received: true, duplicate: false });
    expect((await stripe.deliver(t.app, succeeded)).json().data).toEqual({ received: true, duplicate: true });
    expect(await t.services.testing.balance(fan.token)).toBe(15);
    await reconciled();
  });

  for (const [seed, parallel] of [
    [1, false],
    [2, false],
    [3, false],
    [4, false],
    [5, false],
    [6, false],
    [7, true],
    [8, true],
  ] as const) {
    it(`converge whatever the order and the repeats (seed ${seed}${parallel ? ', all at once' : ''})`, async () => {
      const c = await creator(995);
      const topUpFan = await fanWithCard('pm_card_authenticationRequired');
      const subFan = await fanWithCard();
      const mark = stripe.mark();
      const payment = (await t.inject('POST', '/payment/wallet/top-up', topUpFan.token, { amount: 30 })).json().data;
      stripe.completeAction((await paymentRow(payment._id)).gatewayRef!);
      const checkout = await subscribeMonthly(subFan, c.user.id);
      expect(checkout.json().data.status, checkout.body).toBe('processing');
      const sub = subscriptionOf(checkout.json().data._id);
      const renewal = stripe.renew(sub.id);
      // Odd seeds: then cancelled at Stripe (its dashboard), so the deletion races the invoices too.
      const cancelled = seed % 2 === 1;
      if (cancelled) stripe.cancel(sub.id);

      const events = stripe.eventsSince(mark);
      expect(new Set(events.map((e) => e.type))).toEqual(
        new Set([
          'payment_intent.created',
          'payment_intent.requires_action',
          'payment_intent.succeeded',
          'charge.succeeded',
          'invoice.created',
          'invoice.finalized',
          'invoice.paid',
          'invoice.payment_succeeded',
          'customer.subscription.created',
          'customer.subscription.updated',
          ...(cancelled ? ['customer.subscription.deleted'] : []),
        ]),
      );
      const deliveries = redeliveries(events, seed);
      if (parallel) {
        // Stripe does not wait for one event's answer before sending the next.
        const answers = await Promise.all(deliveries.map((e) => stripe.deliver(t.app, e)));
        expect(answers.map((a) => a.statusCode)).toEqual(deliveries.map(() => 200));
      } else await deliverAll(deliveries);

      expect(await t.services.testing.balance(topUpFan.token)).toBe(30);
      const row = (await t.services.subscriptions.pair(subFan.user.id, c.user.id))!;
      expect(row).toMatchObject({
        status: cancelled ? 'deactivated' : 'active',
        nextRecurringDate: cancelled ? null : row.expiredAt,
        gatewaySubscriptionId: sub.id,
        paymentGateway: 'stripe',
      });
      expect(row.expiredAt.getTime()).toBe(periodEndOf(renewal.id));
      const earned = await t.services.database.db.select().from(earnings).where(eq(earnings.performerId, c.user.id));
      expect(earned.map((e) => e.grossMinor)).toEqual([995, 995]);
      const paid = await t.services.database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, subFan.user.id));
      expect(paid.map((p) => p.status)).toEqual(['success', 'success']);
      const invoiced = [...stripe.invoices.values()].filter(
        (i) => i.parent.subscription_details.subscription === sub.id,
      );
      expect(paid.map((p) => p.gatewayRef).sort()).toEqual(invoiced.map((i) => i.id).sort());
      await reconciled();
    });
  }
});
