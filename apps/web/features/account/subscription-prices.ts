import { ACCOUNT_MESSAGES, updatePerformerSchema } from '@fanlane/shared';

export interface PriceRange {
  min: number;
  max: number;
}

/** The form's own messages, in the reader's language (the range's comes from the shared rules). */
export interface PriceMessages {
  enterPrice: string;
  enterDays: string;
}

/**
 * The creator's prices form: the shared rules for the four fields, plus the site's price range
 * (business rules "Subscriptions"), checked here too so the creator sees it before saving.
 */
export function subscriptionSchema(range: PriceRange, messages: PriceMessages) {
  return updatePerformerSchema
    .pick({ monthlyPrice: true, yearlyPrice: true, isFreeSubscription: true, durationFreeSubscriptionDays: true })
    .superRefine((values, ctx) => {
      for (const key of ['monthlyPrice', 'yearlyPrice'] as const) {
        const price = values[key];
        if (price === undefined) {
          ctx.addIssue({ code: 'custom', path: [key], message: messages.enterPrice });
        } else if (price < range.min || price > range.max) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: ACCOUNT_MESSAGES.priceOutOfRange(range.min, range.max),
          });
        }
      }
      if (values.isFreeSubscription && values.durationFreeSubscriptionDays === undefined) {
        ctx.addIssue({ code: 'custom', path: ['durationFreeSubscriptionDays'], message: messages.enterDays });
      }
    });
}
