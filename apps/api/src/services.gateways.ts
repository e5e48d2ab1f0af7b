import type { Db } from './db/client.js';
import { installationSecret } from './db/secrets.js';
import type { Env } from './env.js';
import { createCcbillGateway } from './adapters/payments-ccbill.js';
import { createSandboxGateway } from './adapters/payments-sandbox.js';
import { createStripeGateway } from './adapters/payments-stripe.js';
import type { PaymentGateway } from './modules/payments/gateway.js';
import type { SettingsService } from './modules/settings/settings.service.js';

/**
 * The payment gateways the site can take money through: the built-in sandbox always, Stripe once its
 * secret key is set, CCBill always (its settings decide whether it can take a payment). The
 * `paymentGateway` setting picks the active one.
 */
export function createGateways(env: Env, db: Db, settings: SettingsService) {
  const sandbox = createSandboxGateway(db, installationSecret(db, 'sandbox-webhook-secret'));
  const gateways = new Map<string, PaymentGateway>([['sandbox', sandbox]]);
  // Stripe is offered once its secret key is set; the `paymentGateway` setting picks the active one.
  if (env.STRIPE_SECRET_KEY) {
    gateways.set(
      'stripe',
      createStripeGateway({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        host: env.STRIPE_API_HOST || undefined,
        port: env.STRIPE_API_PORT || undefined,
        protocol: env.STRIPE_API_PROTOCOL || undefined,
      }),
    );
  }
  const ccbillAccount = async () => ({
    clientAccnum: String(await settings.get('ccbillClientAccountNumber')),
    clientSubacc: String(await settings.get('ccbillSubAccountNumber')),
    recurringSubacc: String(await settings.get('ccbillRecurringSubAccountNumber')),
    flexformId: String(await settings.get('ccbillFlexformId')),
    salt: String(await settings.get('ccbillSalt')),
    datalinkUsername: String(await settings.get('ccbillDatalinkUsername')),
    datalinkPassword: String(await settings.get('ccbillDatalinkPassword')),
  });
  // CCBill is always offered; its settings (and CCBILL_SALT) decide whether it can take a payment.
  gateways.set(
    'ccbill',
    createCcbillGateway({
      flexformsUrl: env.CCBILL_FLEXFORMS_URL,
      datalinkUrl: env.CCBILL_DATALINK_URL,
      account: ccbillAccount,
    }),
  );
  return { sandbox, gateways };
}
