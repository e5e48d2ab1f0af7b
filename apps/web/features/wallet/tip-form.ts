import { MONEY_MESSAGES, tipInputSchema } from '@fanlane/shared';
import { toCents } from './money';

/**
 * The tip form's schema: the shared tip input (amount, note) within the site's
 * minimumTipPrice..maximumTipPrice, with the API's own messages.
 */
export function tipFormSchema(min: number, max: number) {
  return tipInputSchema.pick({ price: true, note: true }).superRefine((value, ctx) => {
    const cents = toCents(value.price);
    if (Math.abs(value.price * 100 - cents) > 1e-6) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Amount has at most 2 decimals' });
    } else if (cents < toCents(min)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: MONEY_MESSAGES.minTip(min) });
    } else if (cents > toCents(max)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: MONEY_MESSAGES.maxTip(max) });
    }
  });
}

/** Amounts offered as one-tap choices: the minimum and a few round multiples, within the maximum. */
export function quickTips(min: number, max: number): number[] {
  const base = Math.max(1, Math.ceil(min));
  const picks = [base, base * 2, base * 5, base * 10].filter((v) => toCents(v) <= toCents(max));
  return [...new Set(picks)];
}
