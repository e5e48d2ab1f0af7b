import { PAYOUT_METHODS } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';
import { formFailure, rethrowMessage } from '@/lib/forms/form-failure';
import { FormError } from '@/lib/forms/use-app-form';
import { PAYOUT_CHOICES, methodKey } from './methods';

describe('payout methods', () => {
  it('offers methods the API takes, and names the contract’s bank methods as bank transfer', () => {
    for (const choice of PAYOUT_CHOICES) expect(PAYOUT_METHODS).toContain(choice);
    expect(['banking', 'wire', 'deposit', 'issue_check_us'].map(methodKey)).toEqual([
      'banking',
      'banking',
      'banking',
      'banking',
    ]);
    expect(methodKey('paypal')).toBe('paypal');
    expect(methodKey('stripe')).toBe('stripe');
  });
});

describe('RTK Query failures in forms', () => {
  it('puts the server’s message above the form, as worded', () => {
    const failure = { status: 422, message: 'Minimum payout amount is $50' };
    expect(() => formFailure(failure)).toThrow(FormError);
    expect(() => formFailure(failure)).toThrow('Minimum payout amount is $50');
    expect(() => rethrowMessage(failure)).toThrow('Minimum payout amount is $50');
  });
});
