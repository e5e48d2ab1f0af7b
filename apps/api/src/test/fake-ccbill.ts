import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ccbillApprovalDigest, ccbillDenialDigest } from '../adapters/payments-ccbill.js';

/**
 * A local stand-in for CCBill (issue #20), as the fake Stripe is for Stripe: what its FlexForms page
 * sends when a fan pays or is declined, the later lifecycle events (rebills, cancellation, refunds,
 * chargebacks), delivered to `POST /payment/ccbill/callhook` from one of CCBill's addresses (JSON or
 * form), and a DataLink endpoint that cancels subscriptions.
 */

export interface CcbillEvent {
  eventType: string;
  fields: Record<string, string>;
}

/** An address inside CCBill's published webhook ranges (the default allow-list). */
export const CCBILL_IP = '64.38.212.17';

export function fakeCcbill(app: Pick<FastifyInstance, 'inject'>, salt: string) {
  let seq = 0;
  const next = (prefix: string) => `${prefix}${Date.now()}${String((seq += 1)).padStart(4, '0')}`;
  const stamp = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

  /** What the FlexForms page posts for a link: a sale (approved) with its digest, or a denial. */
  function checkout(paymentUrl: string, options: { approve?: boolean; forge?: boolean } = {}): CcbillEvent {
    const link = new URL(paymentUrl).searchParams;
    const digestSalt = options.forge ? 'forged' : salt;
    const posted = (eventType: string, fields: Record<string, string>): CcbillEvent => ({
      eventType,
      fields: { paymentId: link.get('paymentId') ?? '', timestamp: stamp(), ...fields },
    });
    if (options.approve === false) {
      const transactionId = next('9');
      return posted('NewSaleFailure', {
        transactionId,
        failureReason: 'Card declined',
        dynamicPricingValidationDigest: ccbillDenialDigest(transactionId, digestSalt),
      });
    }
    const subscriptionId = next('1');
    return posted('NewSaleSuccess', {
      subscriptionId,
      transactionId: next('0'),
      billedInitialPrice: link.get('initialPrice') ?? '0',
      initialPeriod: link.get('initialPeriod') ?? '',
      recurringPeriod: link.get('recurringPeriod') ?? '0',
      firstName: 'Fan',
      email: 'fan@example.com',
      dynamicPricingValidationDigest: ccbillApprovalDigest(subscriptionId, digestSalt),
    });
  }

  const lifecycle = (eventType: string, subscriptionId: string, extra: Record<string, string> = {}): CcbillEvent => ({
    eventType,
    fields: { subscriptionId, timestamp: stamp(), ...extra },
  });

  return {
    checkout,
    renewal: (subscriptionId: string, amount: string) =>
      lifecycle('RenewalSuccess', subscriptionId, { transactionId: next('0'), billedAmount: amount }),
    renewalFailure: (subscriptionId: string) =>
      lifecycle('RenewalFailure', subscriptionId, { transactionId: next('0'), failureReason: 'Insufficient funds' }),
    cancellation: (subscriptionId: string) => lifecycle('Cancellation', subscriptionId, { reason: 'customer' }),
    expiration: (subscriptionId: string) => lifecycle('Expiration', subscriptionId),
    /** Refund, Chargeback or Void of one transaction (the sale's or a rebill's). */
    reversal: (type: 'Refund' | 'Chargeback' | 'Void', sale: CcbillEvent, amount: string) =>
      lifecycle(type, sale.fields.subscriptionId!, { transactionId: sale.fields.transactionId!, amount }),

    /** Posts an event to the webhook, as CCBill does (form-encoded by default), from `ip`. */
    deliver(event: CcbillEvent, options: { ip?: string; json?: boolean } = {}) {
      const { ip = CCBILL_IP, json = false } = options;
      const pass = Object.fromEntries(
        Object.entries(event.fields).map(([k, v]) => [k === 'paymentId' ? `X-${k}` : k, v]),
      );
      return app.inject({
        method: 'POST',
        url: `/payment/ccbill/callhook?eventType=${event.eventType}`,
        remoteAddress: ip,
        headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
        payload: json ? JSON.stringify(pass) : new URLSearchParams(pass).toString(),
      });
    },
  };
}

/** DataLink's subscription management: answers `<results>1</results>`, or what `fail` says. */
export async function startFakeDatalink() {
  const calls: URLSearchParams[] = [];
  let answer = '<results>1</results>';
  const server = http.createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://x').searchParams;
    calls.push(params);
    res.writeHead(200, { 'content-type': 'text/xml' });
    res.end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/utils/subscriptionManagement.cgi`,
    calls,
    /** The next answers (e.g. `<results>-3</results>`); null restores success. */
    fail(text: string | null) {
      answer = text ?? '<results>1</results>';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
