import { tipAmountSchema, tipInputSchema } from '@fanlane/shared';
import { z } from 'zod';
import { toCents } from './money';

/** The form's own words for the bounds: the field is in tokens, so they speak tokens. */
export interface TipMessages {
  min: (tokens: number) => string;
  max: (tokens: number) => string;
  decimals: string;
}

export const ENGLISH_TIP_MESSAGES: TipMessages = {
  min: (n) => `The smallest tip is ${n} tokens`,
  max: (n) => `The largest tip is ${n} tokens`,
  decimals: 'Amount has at most 2 decimals',
};

/**
 * The tip form's schema: the shared tip input (amount in tokens, note) within the site's
 * minimumTipPrice..maximumTipPrice (one token is one unit of the site currency).
 */
export function tipFormSchema(min: number, max: number, messages: TipMessages = ENGLISH_TIP_MESSAGES) {
  // The shared amount without its English 2-decimal rule: the form says it in the reader's language.
  const fields = z.object({ price: tipAmountSchema, note: tipInputSchema.shape.note });
  return fields.superRefine((value, ctx) => {
    const cents = toCents(value.price);
    if (Math.abs(value.price * 100 - cents) > 1e-6) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: messages.decimals });
    } else if (cents < toCents(min)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: messages.min(min) });
    } else if (cents > toCents(max)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: messages.max(max) });
    }
  });
}

/** Amounts offered as one-tap choices: the minimum and a few round multiples, within the maximum. */
export function quickTips(min: number, max: number): number[] {
  const base = Math.max(1, Math.ceil(min));
  const picks = [base, base * 2, base * 5, base * 10].filter((v) => toCents(v) <= toCents(max));
  return [...new Set(picks)];
}
