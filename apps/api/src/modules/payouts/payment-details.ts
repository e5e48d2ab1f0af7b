/** The payment details a payout method needs (bank, PayPal, a Stripe or sandbox account), or the contract's refusal when they are missing. */
import { PAYOUT_MESSAGES, isBankMethod } from '@fanlane/shared';
import { notFound, unprocessable } from '../../http/errors.js';
import { payoutAccountOf } from '../payments/payments.repository.js';
import { CONNECT_GATEWAYS, type PayoutDeps } from './payouts.deps.js';

export type PaymentDetailsDeps = Pick<PayoutDeps, 'db' | 'performers'>;

export type PaymentDetails = PayoutDeps['paymentDetails'];

export function createPaymentDetails(deps: PaymentDetailsDeps): PaymentDetails {
  const { db, performers } = deps;
  return async function paymentDetails(performerId, method) {
    if (isBankMethod(method)) {
      const bank = await performers.banking(performerId);
      if (!bank) throw notFound(PAYOUT_MESSAGES.missingBanking);
      return {
        firstName: bank.firstName,
        lastName: bank.lastName,
        bankName: bank.bankName,
        bankAccount: bank.bankAccount,
        bankRouting: bank.bankRouting,
        bankSwiftCode: bank.bankSwiftCode,
        SSN: bank.ssn,
        address: bank.address,
        city: bank.city,
        state: bank.state,
        country: bank.country,
      };
    }
    if (method === 'paypal') {
      const paypal = await performers.gatewaySetting(performerId, 'paypal');
      const email = (paypal?.value as { email?: unknown } | undefined)?.email;
      if (!paypal || typeof email !== 'string' || !email) throw unprocessable(PAYOUT_MESSAGES.missingPaypal);
      return { email, phoneNumber: (paypal.value as { phoneNumber?: unknown }).phoneNumber ?? '' };
    }
    // Stripe's account first; the sandbox opens stand-in accounts when it is the active gateway.
    const account = await payoutAccountOf(db, performerId, CONNECT_GATEWAYS);
    if (!account) throw unprocessable(PAYOUT_MESSAGES.missingStripe);
    return {
      accountId: account.accountId,
      payoutsEnabled: account.payoutsEnabled,
      paymentGateway: account.paymentGateway,
    };
  };
}
