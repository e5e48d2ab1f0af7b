import { MONEY_MESSAGES, topUpInputSchema } from '@fanlane/shared';
import { z } from 'zod';
import { toCents, withinBounds } from './money';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The form's own words (the bounds keep the API's messages). */
export interface TopUpMessages {
  amountMissing: string;
}

export const ENGLISH_TOP_UP_MESSAGES: TopUpMessages = { amountMissing: 'Enter an amount or pick a package' };

/**
 * The top-up form's schema: the shared top-up input (a token package, or a free amount within the
 * site's minimumWalletPrice..maximumWalletPrice, with the API's own messages) and a coupon code.
 */
export function topUpFormSchema(min: number, max: number, messages: TopUpMessages = ENGLISH_TOP_UP_MESSAGES) {
  return topUpInputSchema
    .pick({ packageId: true, couponCode: true })
    .extend({ amount: z.preprocess(blankToUndefined, topUpInputSchema.shape.amount) })
    .superRefine((value, ctx) => {
      if (value.packageId) return;
      if (value.amount === undefined) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: messages.amountMissing });
      } else if (toCents(value.amount) < toCents(min)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: MONEY_MESSAGES.minTopUp(min) });
      } else if (!withinBounds(value.amount, min, max)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: MONEY_MESSAGES.maxTopUp(max) });
      }
    });
}
export type TopUpFormOutput = z.output<ReturnType<typeof topUpFormSchema>>;
