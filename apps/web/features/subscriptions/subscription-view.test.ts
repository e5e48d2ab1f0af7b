import { describe, expect, it } from 'vitest';
import {
  canCancel,
  formatMoney,
  freeTrialDays,
  subscriptionDateLine,
  subscriptionOptions,
  subscriptionState,
  walletAfter,
  yearlySaving,
} from './subscription-view';

const settings = { freeSubscriptionEnabled: true, freeSubscriptionDuration: 1 };
const creator = {
  _id: 'p1',
  monthlyPrice: 9.99,
  yearlyPrice: 99,
  isFreeSubscription: true,
  durationFreeSubscriptionDays: 3,
  usedFreeSubscription: false,
};
const NOW = Date.parse('2030-06-01T12:00:00.000Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();

describe('subscribe dialog options', () => {
  it('with CCBill the trial says what follows it', () => {
    const options = subscriptionOptions(creator, { ...settings, paymentGateway: 'ccbill' });
    expect(options[2]?.detail).toBe('No charge now; then $9.99 a month until you cancel');
    expect(subscriptionOptions(creator, settings)[2]?.detail).toBe('No charge; it does not turn into a paid plan');
  });

  it('yearly first, then monthly, with the creator prices, then the trial when offered', () => {
    expect(
      subscriptionOptions(creator, { ...settings, freeSubscriptionDuration: 5 }).map((o) => [o.type, o.label, o.price]),
    ).toEqual([
      ['yearly', 'Yearly', 99],
      ['monthly', 'Monthly', 9.99],
      ['free', 'Free trial for 3 days', 0],
    ]);
  });

  it('no trial when the site switches it off, the creator does not offer it, or it was used', () => {
    expect(freeTrialDays(creator, { ...settings, freeSubscriptionEnabled: false })).toBeNull();
    expect(freeTrialDays({ ...creator, isFreeSubscription: false }, settings)).toBeNull();
    expect(freeTrialDays({ ...creator, usedFreeSubscription: true }, settings)).toBeNull();
    expect(subscriptionOptions({ ...creator, usedFreeSubscription: true }, settings)).toHaveLength(2);
  });

  it('the trial lasts the creator length, else what the site grants; one day reads "1 day"', () => {
    expect(freeTrialDays(creator, { ...settings, freeSubscriptionDuration: 7 })).toBe(3);
    expect(
      freeTrialDays({ ...creator, durationFreeSubscriptionDays: 0 }, { ...settings, freeSubscriptionDuration: 7 }),
    ).toBe(7);
    expect(freeTrialDays({ ...creator, durationFreeSubscriptionDays: undefined }, settings)).toBe(1);
    expect(subscriptionOptions({ ...creator, durationFreeSubscriptionDays: 1 }, settings)[2]?.label).toBe(
      'Free trial for 1 day',
    );
  });

  it('yearly saving against twelve months', () => {
    expect(yearlySaving(creator)).toBe(17);
    expect(yearlySaving({ _id: 'p', monthlyPrice: 5, yearlyPrice: 60 })).toBe(0);
    expect(yearlySaving({ _id: 'p' })).toBe(0);
  });
});

describe('money', () => {
  it('formats units as dollars', () => {
    expect(formatMoney(2.95)).toBe('$2.95');
    expect(formatMoney(100)).toBe('$100.00');
    expect(formatMoney(-1.5)).toBe('-$1.50');
    expect(formatMoney(undefined)).toBe('$0.00');
  });

  it('the wallet after paying, exact to the cent, and how much is missing', () => {
    expect(walletAfter(0.3, 0.1)).toEqual({ after: 0.2, short: 0, enough: true });
    expect(walletAfter(99, 99)).toEqual({ after: 0, short: 0, enough: true });
    expect(walletAfter(10, 99)).toEqual({ after: -89, short: 89, enough: false });
  });
});

describe('a fan subscription line', () => {
  const base = { subscriptionType: 'yearly' as const, nextRecurringDate: null };
  it('active renews at expiry (or the next billing date)', () => {
    const s = { ...base, status: 'active' as const, expiredAt: at(NOW + 10 * DAY) };
    expect(subscriptionState(s, NOW)).toBe('active');
    expect(subscriptionDateLine(s, NOW)).toBe('Renews on Jun 11, 2030');
    expect(subscriptionDateLine({ ...s, nextRecurringDate: at(NOW + 5 * DAY) }, NOW)).toBe('Renews on Jun 6, 2030');
    expect(canCancel(s, NOW)).toBe(true);
  });

  it('cancelled keeps access until expiry and cannot be cancelled again', () => {
    const s = { ...base, status: 'deactivated' as const, expiredAt: at(NOW + 10 * DAY) };
    expect(subscriptionState(s, NOW)).toBe('cancelled');
    expect(subscriptionDateLine(s, NOW)).toBe('Cancelled — access until Jun 11, 2030');
    expect(canCancel(s, NOW)).toBe(false);
  });

  it('expired once the expiry is not in the future', () => {
    const s = { ...base, status: 'active' as const, expiredAt: at(NOW) };
    expect(subscriptionState(s, NOW)).toBe('expired');
    expect(subscriptionDateLine(s, NOW)).toBe('Expired on Jun 1, 2030');
    expect(canCancel(s, NOW)).toBe(false);
  });

  it('a trial ends and is not cancellable; a created one waits for its payment', () => {
    const trial = { ...base, subscriptionType: 'free' as const, status: 'active' as const, expiredAt: at(NOW + DAY) };
    expect(subscriptionDateLine(trial, NOW)).toBe('Free trial ends on Jun 2, 2030');
    expect(canCancel(trial, NOW)).toBe(false);
    // Through CCBill a trial renews into the monthly plan: it says so and can be cancelled.
    const renewing = { ...trial, nextRecurringDate: at(NOW + DAY) };
    expect(subscriptionDateLine(renewing, NOW)).toBe('Free trial until Jun 2, 2030, then monthly');
    expect(canCancel(renewing, NOW)).toBe(true);
    const pending = { ...base, status: 'created' as const, expiredAt: at(NOW + DAY) };
    expect(subscriptionState(pending, NOW)).toBe('pending');
    expect(canCancel(pending, NOW)).toBe(true);
  });
});
