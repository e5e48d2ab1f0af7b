import { MONEY_MESSAGES, toMinor, type SubscribeInput } from '@fanlane/shared';
import { unprocessable } from '../../http/errors.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { SettingsService } from '../settings/settings.service.js';

/** What a subscription checkout checks before anything is written: the price, and where the fan pays. */
export function createCheckoutTerms(deps: { payments: PaymentsService; settings: SettingsService }) {
  const { payments, settings } = deps;
  return {
    /** The creator's price is within the site's bounds (`minimumSubscriptionPrice`, `maximumSubscriptionPrice`). */
    async checkPrice(priceMinor: number) {
      const [min, max] = await Promise.all([
        settings.get('minimumSubscriptionPrice'),
        settings.get('maximumSubscriptionPrice'),
      ]);
      if (priceMinor < toMinor(Number(min)) || priceMinor > toMinor(Number(max))) {
        throw unprocessable(MONEY_MESSAGES.priceOutOfBounds(Number(min), Number(max)));
      }
    },

    /** The gateway of a checkout on its own payment form (CCBill) when the fan pays there; else null. */
    async formGateway(input: SubscribeInput) {
      const gateway = input.method === 'wallet' ? null : await payments.activeGateway().catch(() => null);
      const chosen = input.cardId || input.method === 'card' || input.paymentGateway === gateway?.name;
      return gateway?.subscriptionLink && chosen ? gateway : null;
    },
  };
}
