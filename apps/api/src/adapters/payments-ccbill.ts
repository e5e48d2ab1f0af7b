import { createHash } from 'node:crypto';
import { MONEY_MESSAGES } from '@fanlane/shared';
import { GatewayError, WebhookSignatureError, type PaymentGateway } from '../modules/payments/gateway.js';

/**
 * The `ccbill` gateway (issue #20): CCBill keeps cards on its own payment form, so a payment is a
 * FlexForms link with dynamic pricing, signed with the sub-account's salt (`formDigest`), and money is
 * credited only when CCBill's webhook says so. Built so far: the single-billing link (top-ups).
 */

/** CCBill's code for US dollars (ISO 4217 numeric). */
export const CCBILL_USD = '840';
/** How long, in days, CCBill counts a one-time payment's "access" (it asks for 2-365 days). */
export const CCBILL_SINGLE_PERIOD = '30';
export const CCBILL_CARDS_MESSAGE = 'CCBill takes cards on its own payment form: pay with the payment link';

export interface CcbillAccount {
  clientAccnum: string;
  clientSubacc: string;
  flexformId: string;
  salt: string;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * A single-billing FlexForms link: price (two decimals), period and currency, `formDigest` =
 * md5(initialPrice + initialPeriod + currencyCode + salt) as CCBill's Dynamic Pricing guide says, and
 * the pending payment's id as a pass-through field (`paymentId`), which the webhook sends back.
 */
export function ccbillSingleLink(flexformsUrl: string, account: CcbillAccount, paymentId: string, amountMinor: number) {
  const initialPrice = (amountMinor / 100).toFixed(2);
  const url = new URL(`${flexformsUrl.replace(/\/$/, '')}/${encodeURIComponent(account.flexformId)}`);
  const params = {
    clientAccnum: account.clientAccnum,
    clientSubacc: account.clientSubacc,
    initialPrice,
    initialPeriod: CCBILL_SINGLE_PERIOD,
    currencyCode: CCBILL_USD,
    formDigest: md5(`${initialPrice}${CCBILL_SINGLE_PERIOD}${CCBILL_USD}${account.salt}`),
    paymentId,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** What the `ccbill` gateway reads from the settings, each call (an operator's change applies at once). */
export type CcbillAccountSource = () => Promise<CcbillAccount>;

export function createCcbillGateway(options: { flexformsUrl: string; account: CcbillAccountSource }): PaymentGateway {
  const onItsForm = async (): Promise<never> => {
    throw new GatewayError(CCBILL_CARDS_MESSAGE, 'card');
  };
  const notYet = async (): Promise<never> => {
    throw new GatewayError(MONEY_MESSAGES.gatewayUnavailable);
  };
  return {
    name: 'ccbill',
    isProduction: true,
    createCustomer: async ({ userId }) => `ccbill:${userId}`,
    saveCard: onItsForm,
    deleteCard: async () => undefined,
    createPayment: onItsForm,
    retrievePayment: notYet,
    createSubscription: notYet,
    retrieveSubscription: notYet,
    retrieveInvoice: notYet,
    cancelSubscription: notYet,
    async parseWebhook() {
      throw new WebhookSignatureError('CCBill webhooks are not accepted yet');
    },
    createAccountLink: notYet,
    createTransfer: notYet,
    retrieveTransfer: notYet,
    retrieveAccount: notYet,

    async paymentLink({ paymentId, amountMinor }) {
      const account = await options.account();
      if (!account.clientAccnum || !account.clientSubacc || !account.flexformId || !account.salt)
        throw new GatewayError(MONEY_MESSAGES.gatewayUnavailable, 'card');
      return ccbillSingleLink(options.flexformsUrl, account, paymentId, amountMinor);
    },
  };
}
