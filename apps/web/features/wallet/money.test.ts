import { describe, expect, it } from 'vitest';
import {
  balanceAfter,
  bonusOf,
  canAfford,
  brandName,
  cardExpiry,
  discounted,
  maskedCard,
  percentOff,
  shortfall,
  spacedCardNumber,
  usd,
  withinBounds,
} from './money';
import { tokens } from '@/features/feeds/feed-view';

describe('wallet money helpers', () => {
  it('computes the balance after a price to the cent, without float noise', () => {
    expect(balanceAfter(0.3, 0.1)).toBe(0.2);
    expect(balanceAfter(12.5, 2.95)).toBe(9.55);
    expect(balanceAfter(20, 5)).toBe(15);
    expect(balanceAfter(3, 5)).toBe(-2);
  });

  it('says whether a balance covers a price and what is missing', () => {
    expect(canAfford(5, 5)).toBe(true);
    expect(canAfford(4.99, 5)).toBe(false);
    expect(canAfford(0.1 + 0.2, 0.3)).toBe(true);
    expect(shortfall(3, 5)).toBe(2);
    expect(shortfall(10, 5)).toBe(0);
    expect(shortfall(2.05, 2.95)).toBe(0.9);
  });

  it('formats dollars with two decimals and tokens like prices', () => {
    expect(usd(2.95)).toBe('$2.95');
    expect(usd(10)).toBe('$10.00');
    expect(usd(-1.5)).toBe('-$1.50');
    expect(tokens(12.5)).toBe('12.50 tokens');
    expect(tokens(1)).toBe('1 token');
  });

  it('gives a package bonus only when it has more tokens than its price', () => {
    expect(bonusOf({ price: 10, tokens: 12 })).toBe(2);
    expect(bonusOf({ price: 10, tokens: 10 })).toBe(0);
    expect(bonusOf({ price: 9.99, tokens: 9 })).toBe(0);
  });

  it('lowers the price by a coupon fraction, to the cent and never below zero', () => {
    expect(discounted(10, 0.1)).toBe(9);
    expect(discounted(2.95, 0.5)).toBe(1.48);
    expect(discounted(10, 1.5)).toBe(0);
    expect(discounted(10, -1)).toBe(10);
    expect(percentOff(0.1)).toBe('10%');
    expect(percentOff(0.125)).toBe('12.5%');
  });

  it('checks top-up bounds inclusively', () => {
    expect(withinBounds(2.95, 2.95, 300)).toBe(true);
    expect(withinBounds(2.94, 2.95, 300)).toBe(false);
    expect(withinBounds(300, 2.95, 300)).toBe(true);
    expect(withinBounds(300.01, 2.95, 300)).toBe(false);
  });

  it('shows cards as people read them', () => {
    expect(maskedCard('4242')).toBe('•••• 4242');
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('Visa')).toBe('Visa');
    expect(brandName('unknown')).toBe('Card');
    expect(brandName('')).toBe('Card');
    expect(cardExpiry('4', '2031')).toBe('04/31');
    expect(cardExpiry('12', '29')).toBe('12/29');
    expect(spacedCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(spacedCardNumber('4242-42 42ab')).toBe('4242 4242');
  });
});
