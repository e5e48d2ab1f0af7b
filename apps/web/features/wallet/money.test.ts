import { describe, expect, it } from 'vitest';
import * as money from './money';

describe('wallet money helpers', () => {
  it.each([
    [0.3, 0.1, 0.2],
    [12.5, 2.95, 9.55],
    [20, 5, 15],
    [3, 5, -2],
  ])('leaves %s - %s = %s, to the cent, without float noise', (balance, price, after) => {
    expect(money.balanceAfter(balance, price)).toBe(after);
  });

  it('says whether a balance covers a price and what is missing', () => {
    expect(money.canAfford(5, 5)).toBe(true);
    expect(money.canAfford(4.99, 5)).toBe(false);
    expect(money.canAfford(0.1 + 0.2, 0.3)).toBe(true);
    expect(money.shortfall(3, 5)).toBe(2);
    expect(money.shortfall(10, 5)).toBe(0);
    expect(money.shortfall(2.05, 2.95)).toBe(0.9);
  });

  it('gives a package bonus only when it has more tokens than its price', () => {
    expect(money.bonusOf({ price: 10, tokens: 12 })).toBe(2);
    expect(money.bonusOf({ price: 10, tokens: 10 })).toBe(0);
    expect(money.bonusOf({ price: 9.99, tokens: 9 })).toBe(0);
  });

  it('lowers the price by a coupon fraction, to the cent and never below zero', () => {
    expect(money.discounted(10, 0.1)).toBe(9);
    expect(money.discounted(2.95, 0.5)).toBe(1.48);
    expect(money.discounted(10, 1.5)).toBe(0);
    expect(money.discounted(10, -1)).toBe(10);
    expect(money.percentOff(0.1)).toBe('10%');
    expect(money.percentOff(0.125)).toBe('12.5%');
  });

  it.each([
    [2.95, true],
    [2.94, false],
    [300, true],
    [300.01, false],
  ])('checks top-up bounds inclusively: %s within 2.95–300 is %s', (amount, within) => {
    expect(money.withinBounds(amount, 2.95, 300)).toBe(within);
  });

  it('shows cards as people read them', () => {
    expect(money.maskedCard('4242')).toBe('•••• 4242');
    expect(money.brandName('visa')).toBe('Visa');
    expect(money.brandName('amex')).toBe('American Express');
    expect(money.brandName('Visa')).toBe('Visa');
    expect(money.brandName('unknown')).toBe('Card');
    expect(money.brandName('')).toBe('Card');
    expect(money.cardExpiry('4', '2031')).toBe('04/31');
    expect(money.cardExpiry('12', '29')).toBe('12/29');
    expect(money.spacedCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(money.spacedCardNumber('4242-42 42ab')).toBe('4242 4242');
  });
});
