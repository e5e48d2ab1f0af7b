import { describe, expect, it } from 'vitest';
import {
  canCancel,
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
    expect(options[2]).toMatchObject({ detail: 'trialThenMonthly', thenPrice: 9.99 });
    expect(subscriptionOptions(creator, settings)[2]?.detail).toBe('trialNoCharge');
  });

  it('yearly first, then monthly, with the creator prices, then the trial when offered', () => {
    expect(
      subscriptionOptions(creator, { ...settings, freeSubscriptionDuration: 5 }).map((o) => [o.type, o.days, o.price]),
    ).toEqual([
      ['yearly', 0, 99],
      ['monthly', 0, 9.99],
      ['free', 3, 0],
    ]);
  });

  it('no trial when the site switches it off, the creator does not offer it, or it was used', () => {
    expect(freeTrialDays(creator, { ...settings, freeSubscriptionEnabled: false })).toBeNull();
    expect(freeTrialDays({ ...creator, isFreeSubscription: false }, settings)).toBeNull();
    expect(freeTrialDays({ ...creator, usedFreeSubscription: true }, settings)).toBeNull();
    expect(subscriptionOptions({ ...creator, usedFreeSubscription: true }, settings)).toHaveLength(2);
  });

  it('the trial lasts the creator length, else what the site grants', () => {
    expect(freeTrialDays(creator, { ...settings, freeSubscriptionDuration: 7 })).toBe(3);
    expect(
      freeTrialDays({ ...creator, durationFreeSubscriptionDays: 0 }, { ...settings, freeSubscriptionDuration: 7 }),
    ).toBe(7);
    expect(freeTrialDays({ ...creator, durationFreeSubscriptionDays: undefined }, settings)).toBe(1);
    expect(subscriptionOptions({ ...creator, durationFreeSubscriptionDays: 1 }, settings)[2]?.days).toBe(1);
  });

  it('yearly saving against twelve months', () => {
    expect(yearlySaving(creator)).toBe(17);
    expect(yearlySaving({ _id: 'p', monthlyPrice: 5, yearlyPrice: 60 })).toBe(0);
    expect(yearlySaving({ _id: 'p' })).toBe(0);
  });
});

describe('money', () => {
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
    expect(subscriptionDateLine(s, NOW)).toEqual({ key: 'renews', date: at(NOW + 10 * DAY) });
    expect(subscriptionDateLine({ ...s, nextRecurringDate: at(NOW + 5 * DAY) }, NOW)).toEqual({
      key: 'renews',
      date: at(NOW + 5 * DAY),
    });
    expect(canCancel(s, NOW)).toBe(true);
  });

  it('cancelled keeps access until expiry and cannot be cancelled again', () => {
    const s = { ...base, status: 'deactivated' as const, expiredAt: at(NOW + 10 * DAY) };
    expect(subscriptionState(s, NOW)).toBe('cancelled');
    expect(subscriptionDateLine(s, NOW)).toEqual({ key: 'cancelled', date: at(NOW + 10 * DAY) });
    expect(canCancel(s, NOW)).toBe(false);
  });

  it('expired once the expiry is not in the future', () => {
    const s = { ...base, status: 'active' as const, expiredAt: at(NOW) };
    expect(subscriptionState(s, NOW)).toBe('expired');
    expect(subscriptionDateLine(s, NOW)).toEqual({ key: 'expiredOn', date: at(NOW) });
    expect(canCancel(s, NOW)).toBe(false);
  });

  it('a trial ends and is not cancellable; a created one waits for its payment', () => {
    const trial = { ...base, subscriptionType: 'free' as const, status: 'active' as const, expiredAt: at(NOW + DAY) };
    expect(subscriptionDateLine(trial, NOW)).toEqual({ key: 'trialEnds', date: at(NOW + DAY) });
    expect(canCancel(trial, NOW)).toBe(false);
    // Through CCBill a trial renews into the monthly plan: it says so and can be cancelled.
    const renewing = { ...trial, nextRecurringDate: at(NOW + DAY) };
    expect(subscriptionDateLine(renewing, NOW)).toEqual({ key: 'trialThenMonthly', date: at(NOW + DAY) });
    expect(canCancel(renewing, NOW)).toBe(true);
    const pending = { ...base, status: 'created' as const, expiredAt: at(NOW + DAY) };
    expect(subscriptionState(pending, NOW)).toBe('pending');
    expect(canCancel(pending, NOW)).toBe(true);
  });
});
