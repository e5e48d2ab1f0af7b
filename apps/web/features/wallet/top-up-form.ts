import { MONEY_MESSAGES, topUpInputSchema } from '@fanlane/shared';
import { z } from 'zod';
import { toCents, withinBounds } from './money';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * The top-up form's schema: the shared top-up input (a token package, or a free amount within the
 * site's minimumWalletPrice..maximumWalletPrice, with the API's own messages) and a coupon code.
 */
export function topUpFormSchema(min: number, max: number) {
  return topUpInputSchema
    .pick({ packageId: true, couponCode: true })
    .extend({ amount: z.preprocess(blankToUndefined, topUpInputSchema.shape.amount) })
    .superRefine((value, ctx) => {
      if (value.packageId) return;
      if (value.amount === undefined) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount or pick a package' });
      } else if (toCents(value.amount) < toCents(min)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: MONEY_MESSAGES.minTopUp(min) });
      } else if (!withinBounds(value.amount, min, max)) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: MONEY_MESSAGES.maxTopUp(max) });
      }
    });
}
export type TopUpFormOutput = z.output<ReturnType<typeof topUpFormSchema>>;
