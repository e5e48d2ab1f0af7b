import { createHash } from 'node:crypto';
import { MONEY_MESSAGES } from '@fanlane/shared';
import { GatewayError, WebhookSignatureError, type PaymentGateway } from '../modules/payments/gateway.js';

/**
 * The `ccbill` gateway (issue #20): CCBill keeps cards on its own payment form, so a payment is a
 * FlexForms link with dynamic pricing, signed with the sub-account's salt (`formDigest`), and money is
 * credited only when CCBill's webhook says so (`modules/payments/ccbill-webhook.ts`). Recurring
 * subscriptions are cancelled through DataLink.
 */

/** CCBill's code for US dollars (ISO 4217 numeric). */
export const CCBILL_USD = '840';
/** How long, in days, CCBill counts a one-time payment's "access" (it asks for 2-365 days). */
export const CCBILL_SINGLE_PERIOD = '30';
/** CCBill's "rebill until cancelled" (numRebills 99). */
export const CCBILL_UNLIMITED_REBILLS = '99';
export const CCBILL_CARDS_MESSAGE = 'CCBill takes cards on its own payment form: pay with the payment link';

export interface CcbillAccount {
  clientAccnum: string;
  clientSubacc: string;
  /** The sub-account of recurring payments (empty: `clientSubacc`). */
  recurringSubacc?: string;
  flexformId: string;
  salt: string;
  datalinkUsername?: string;
  datalinkPassword?: string;
}

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const price = (amountMinor: number) => (amountMinor / 100).toFixed(2);

/** The webhook digest of an approved sale: md5(subscriptionId + "1" + salt) (Dynamic Pricing guide). */
export const ccbillApprovalDigest = (subscriptionId: string, salt: string) => md5(`${subscriptionId}1${salt}`);
/** The webhook digest of a denied sale: md5(denial id + "0" + salt). */
export const ccbillDenialDigest = (denialId: string, salt: string) => md5(`${denialId}0${salt}`);

function flexformLink(flexformsUrl: string, account: CcbillAccount, params: Record<string, string>) {
  const url = new URL(`${flexformsUrl.replace(/\/$/, '')}/${encodeURIComponent(account.flexformId)}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * A single-billing FlexForms link: price (two decimals), period and currency, `formDigest` =
 * md5(initialPrice + initialPeriod + currencyCode + salt) as CCBill's Dynamic Pricing guide says, and
 * the pending payment's id as a pass-through field (`paymentId`), which the webhook sends back.
 */
export function ccbillSingleLink(flexformsUrl: string, account: CcbillAccount, paymentId: string, amountMinor: number) {
  const initialPrice = price(amountMinor);
  return flexformLink(flexformsUrl, account, {
    clientAccnum: account.clientAccnum,
    clientSubacc: account.clientSubacc,
    initialPrice,
    initialPeriod: CCBILL_SINGLE_PERIOD,
    currencyCode: CCBILL_USD,
    formDigest: md5(`${initialPrice}${CCBILL_SINGLE_PERIOD}${CCBILL_USD}${account.salt}`),
    paymentId,
  });
}

/**
 * A recurring FlexForms link (a subscription): the first period at `initialPrice`, then
 * `recurringPrice` every `recurringPeriod` days until cancelled, `formDigest` = md5(initialPrice +
 * initialPeriod + recurringPrice + recurringPeriod + numRebills + currencyCode + salt). With
 * `trialDays`, CCBill's trial pricing: the first `trialDays` days cost 0.00, then the price recurs.
 */
export function ccbillRecurringLink(
  flexformsUrl: string,
  account: CcbillAccount,
  paymentId: string,
  terms: { amountMinor: number; periodDays: number; trialDays?: number },
) {
  const recurringPrice = price(terms.amountMinor);
  const recurringPeriod = String(terms.periodDays);
  const initialPrice = terms.trialDays ? price(0) : recurringPrice;
  const initialPeriod = terms.trialDays ? String(terms.trialDays) : recurringPeriod;
  return flexformLink(flexformsUrl, account, {
    clientAccnum: account.clientAccnum,
    clientSubacc: account.recurringSubacc || account.clientSubacc,
    initialPrice,
    initialPeriod,
    recurringPrice,
    recurringPeriod,
    numRebills: CCBILL_UNLIMITED_REBILLS,
    currencyCode: CCBILL_USD,
    formDigest: md5(
      `${initialPrice}${initialPeriod}${recurringPrice}${recurringPeriod}${CCBILL_UNLIMITED_REBILLS}${CCBILL_USD}${account.salt}`,
    ),
    paymentId,
  });
}

/**
 * Cancels a recurring subscription through DataLink's subscription management
 * (`action=cancelSubscription`, XML answer `<results>1</results>` on success). Anything else is a
 * GatewayError carrying DataLink's text (the route answers it as a 400).
 */
export async function ccbillCancel(datalinkUrl: string, account: CcbillAccount, subscriptionId: string) {
  const url = new URL(datalinkUrl);
  const params = {
    clientAccnum: account.clientAccnum,
    clientSubacc: account.recurringSubacc || account.clientSubacc,
    username: account.datalinkUsername ?? '',
    password: account.datalinkPassword ?? '',
    action: 'cancelSubscription',
    subscriptionId,
    returnXML: '1',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
  if (!res) throw new GatewayError('CCBill DataLink did not answer', 'unavailable');
  const text = (await res.text()).trim();
  const result = /<results>([^<]*)<\/results>/i.exec(text)?.[1]?.trim() ?? text;
  if (!res.ok || result !== '1') throw new GatewayError(`CCBill DataLink: ${result.slice(0, 200) || res.status}`);
}

/** What the `ccbill` gateway reads from the settings, each call (an operator's change applies at once). */
export type CcbillAccountSource = () => Promise<CcbillAccount>;

export function createCcbillGateway(options: {
  flexformsUrl: string;
  datalinkUrl: string;
  account: CcbillAccountSource;
}): PaymentGateway {
  const onItsForm = async (): Promise<never> => {
    throw new GatewayError(CCBILL_CARDS_MESSAGE, 'card');
  };
  const notYet = async (): Promise<never> => {
    throw new GatewayError(MONEY_MESSAGES.gatewayUnavailable);
  };
  const formAccount = async () => {
    const account = await options.account();
    if (!account.clientAccnum || !account.clientSubacc || !account.flexformId || !account.salt)
      throw new GatewayError(MONEY_MESSAGES.gatewayUnavailable, 'card');
    return account;
  };
  return {
    name: 'ccbill',
    isProduction: true,
    createCustomer: async ({ userId }) => `ccbill:${userId}`,
    saveCard: onItsForm,
    deleteCard: async () => undefined,
    createPayment: onItsForm,
    retrievePayment: notYet,
    createSubscription: onItsForm,
    retrieveSubscription: notYet,
    retrieveInvoice: notYet,
    cancelSubscription: async (ref) => ccbillCancel(options.datalinkUrl, await options.account(), ref),
    // CCBill's webhooks are not signed: they have a route of their own (allow-list and sale digests).
    async parseWebhook() {
      throw new WebhookSignatureError('CCBill webhooks go to /payment/ccbill/callhook');
    },
    createAccountLink: notYet,
    createTransfer: notYet,
    retrieveTransfer: notYet,
    retrieveAccount: notYet,

    async paymentLink({ paymentId, amountMinor }) {
      return ccbillSingleLink(options.flexformsUrl, await formAccount(), paymentId, amountMinor);
    },
    async subscriptionLink({ paymentId, ...terms }) {
      return ccbillRecurringLink(options.flexformsUrl, await formAccount(), paymentId, terms);
    },
  };
}
