import { loadStripe } from '@stripe/stripe-js/pure';
import type { PaymentMethod, Stripe } from '@stripe/stripe-js';
import type { StripeCardInput } from '@fanlane/shared';

/**
 * Stripe.js for the site's publishable key (public setting `stripePublishableKey`). Stripe.js is
 * loaded from js.stripe.com by the fan's browser, once per key, and only when a Stripe step needs
 * it (card entry, a 3-D Secure confirmation), hence the `pure` entry: the package's main entry would
 * inject the script on every page that imports it. Card numbers go from Stripe's own fields to Stripe
 * and never reach this site. Resolves null when no key is set, on the server, or when Stripe.js could not
 * be loaded (a later call tries again).
 */
const loaded = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string | null | undefined): Promise<Stripe | null> {
  const key = publishableKey?.trim();
  if (!key) return Promise.resolve(null);
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = loadStripe(key).then(
      (instance) => {
        if (!instance) loaded.delete(key);
        return instance;
      },
      () => {
        loaded.delete(key);
        return null;
      },
    );
    loaded.set(key, stripe);
  }
  return stripe;
}

/** For tests: forgets the loaded instances. */
export function resetStripeForTests(): void {
  loaded.clear();
}

/** Stripe's own failures, in English; pages show them through `usePaymentMessage` (wallet.payment). */
export const STRIPE_MESSAGES = {
  notConfigured: 'Card payments with Stripe are not set up on this site yet.',
  unavailable: 'Stripe could not be reached. Check your connection and try again.',
  notConfirmed: 'The payment was not confirmed.',
} as const;

/** The body of POST /stripe/cards for a PaymentMethod Stripe.js created: its id and what Stripe says about the card. */
export function stripeCardInput(
  method: Pick<PaymentMethod, 'id' | 'card'>,
  holderName: string,
): StripeCardInput & { paymentGateway: 'stripe' } {
  const card = method.card;
  return {
    token: method.id,
    last4Digits: card?.last4 ?? '',
    brand: card?.brand ?? '',
    month: card ? String(card.exp_month).padStart(2, '0') : '',
    year: card ? String(card.exp_year) : '',
    holderName: holderName.trim(),
    paymentGateway: 'stripe',
  };
}
