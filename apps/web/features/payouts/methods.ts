import { isBankMethod } from '@fanlane/shared';

/** The methods a creator picks from (the API also takes the contract's other bank names). */
export const PAYOUT_CHOICES = ['banking', 'paypal', 'stripe'] as const;
export type PayoutChoice = (typeof PAYOUT_CHOICES)[number];

/** The choice a stored method reads as: every bank name is a bank transfer. */
export const methodKey = (method: string): PayoutChoice =>
  isBankMethod(method) ? 'banking' : method === 'paypal' ? 'paypal' : 'stripe';
