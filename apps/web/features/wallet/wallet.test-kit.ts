import type { PaymentTransaction } from '@fanlane/shared';

const TOP_UP_PRODUCT = {
  name: 'Top up',
  description: '',
  price: 20,
  quantity: 1,
  productType: 'token_package',
  productId: '',
  performerId: null,
  tokens: 20,
};

/**
 * A 20-token top-up by `gateway`, for the wallet's tests: the sandbox one lists its product and
 * asks to "authenticate", the Stripe one carries a client secret when it needs 3-D Secure.
 */
export const topUpTransaction =
  (gateway: 'sandbox' | 'stripe') =>
  (status: PaymentTransaction['status'], extra: Partial<PaymentTransaction> = {}): PaymentTransaction => {
    const asks = status === 'require_authentication';
    return {
      _id: 'tx1',
      paymentGateway: gateway,
      source: 'user',
      sourceId: 'u1',
      performerId: null,
      target: 'wallet',
      targetId: null,
      type: 'token_package',
      products: gateway === 'sandbox' ? [TOP_UP_PRODUCT] : [],
      originalPrice: 20,
      totalPrice: 20,
      couponInfo: null,
      status,
      stripeClientSecret: gateway === 'stripe' && asks ? 'pi_1_secret_abc' : null,
      nextAction: gateway === 'sandbox' && asks ? 'authenticate' : null,
      failureMessage: null,
      createdAt: '',
      updatedAt: '',
      ...extra,
    };
  };
