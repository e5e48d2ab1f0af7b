import { describe, expect, it } from 'vitest';
import { subscriptionSchema } from './subscription-prices';

const schema = subscriptionSchema(
  { min: 2.95, max: 300 },
  { enterPrice: 'Enter a price', enterDays: 'Enter the number of days' },
);
const messages = (values: unknown) => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('subscriptionSchema', () => {
  it('accepts decimal prices inside the range and a free trial with days', () => {
    expect(
      schema.parse({
        monthlyPrice: '9.95',
        yearlyPrice: 99,
        isFreeSubscription: true,
        durationFreeSubscriptionDays: '7',
      }),
    ).toEqual({ monthlyPrice: 9.95, yearlyPrice: 99, isFreeSubscription: true, durationFreeSubscriptionDays: 7 });
  });

  it('says the range when a price is outside it', () => {
    expect(messages({ monthlyPrice: 1, yearlyPrice: 301, isFreeSubscription: false })).toEqual({
      monthlyPrice: 'Subscription prices must be between 2.95 and 300',
      yearlyPrice: 'Subscription prices must be between 2.95 and 300',
    });
  });

  it('needs both prices, and the days when the free trial is on', () => {
    expect(Object.keys(messages({ monthlyPrice: '', yearlyPrice: 5, isFreeSubscription: true })).sort()).toEqual([
      'durationFreeSubscriptionDays',
      'monthlyPrice',
    ]);
    expect(
      messages({ monthlyPrice: 5, yearlyPrice: 5, isFreeSubscription: true, durationFreeSubscriptionDays: 400 }),
    ).toHaveProperty('durationFreeSubscriptionDays');
  });

  it('uses the messages it is given', () => {
    expect(messages({ yearlyPrice: 5, isFreeSubscription: true })).toEqual({
      monthlyPrice: 'Enter a price',
      durationFreeSubscriptionDays: 'Enter the number of days',
    });
  });
});
