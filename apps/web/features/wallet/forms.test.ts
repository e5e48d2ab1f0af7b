import { describe, expect, it } from 'vitest';
import {
  chargeItem,
  chargeTypeLabel,
  historyRequest,
  paymentStatusView,
  paymentTokens,
  paymentTypeLabel,
} from './history-labels';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { PURCHASE_TARGETS, totalPrice } from './purchase';
import { quickTips, tipFormSchema } from './tip-form';
import { topUpFormSchema } from './top-up-form';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('tip form', () => {
  const schema = tipFormSchema(10, 10000);
  it('takes an amount within the tip bounds and an optional note', () => {
    expect(schema.parse({ price: '25', note: ' thanks! ' })).toEqual({ price: 25, note: 'thanks!' });
    expect(schema.parse({ price: 10 })).toEqual({ price: 10, note: '' });
  });
  it('speaks tokens outside the bounds, as the field does', () => {
    expect(messages(schema.safeParse({ price: 5 }))).toEqual(['The smallest tip is 10 tokens']);
    expect(messages(schema.safeParse({ price: 10000.01 }))).toEqual(['The largest tip is 10000 tokens']);
    expect(messages(schema.safeParse({ price: 12.345 }))).toEqual(['Amount has at most 2 decimals']);
    expect(messages(schema.safeParse({ price: 20, note: 'x'.repeat(501) }))).toEqual([
      'A tip note has at most 500 characters',
    ]);
  });
  it('offers quick amounts within the maximum', () => {
    expect(quickTips(10, 10000)).toEqual([10, 20, 50, 100]);
    expect(quickTips(10, 30)).toEqual([10, 20]);
    expect(quickTips(2.5, 100)).toEqual([3, 6, 15, 30]);
  });
});

describe('top-up form', () => {
  const schema = topUpFormSchema(2.95, 300);
  it('takes a package, or an amount within the wallet bounds', () => {
    expect(schema.parse({ packageId: 'pkg1', amount: '', couponCode: '' })).toMatchObject({ packageId: 'pkg1' });
    expect(schema.parse({ packageId: '', amount: 20, couponCode: 'SAVE10' })).toMatchObject({
      amount: 20,
      couponCode: 'SAVE10',
    });
  });
  it('answers with the API messages outside the bounds', () => {
    expect(messages(schema.safeParse({ packageId: '', amount: '' }))).toEqual(['Enter an amount or pick a package']);
    expect(messages(schema.safeParse({ amount: 1 }))).toEqual(['Minimum top up amount is $2.95']);
    expect(messages(schema.safeParse({ amount: 301 }))).toEqual(['Maximum top up amount is $300.00']);
  });
});

describe('purchase and history labels', () => {
  it('names every kind of purchase in English and Spanish, and sums quantities to the cent', () => {
    for (const catalogue of [en, es]) {
      const strings = catalogue.wallet.purchase;
      for (const group of ['title', 'untitled', 'yours', 'topUpTo', 'signIn'] as const)
        for (const target of PURCHASE_TARGETS) expect(strings[group][target], `${group}.${target}`).toBeTruthy();
    }
    expect(en.wallet.purchase.title.feed).toBe('Unlock this post');
    expect(es.wallet.purchase.title.product).toBe('Comprar este producto');
    expect(es.wallet.purchase.pay).not.toBe(en.wallet.purchase.pay);
    expect(totalPrice(2.95, 3)).toBe(8.85);
    expect(totalPrice(5, 0)).toBe(5);
  });
  it('labels charge and payment kinds by catalogue key, unknown ones readably', () => {
    expect(chargeTypeLabel('feed')).toEqual({ key: 'feed' });
    expect(chargeTypeLabel('tip')).toEqual({ key: 'tip' });
    expect(chargeTypeLabel('group_chat')).toEqual({ text: 'Group chat' });
    expect(chargeTypeLabel('')).toEqual({ key: 'other' });
    expect(paymentTypeLabel('token_package')).toEqual({ key: 'token_package' });
    expect(chargeItem({ type: 'tip', products: [] })).toEqual({ key: 'tip' });
    expect(en.wallet.history.chargeType.feed).toBe('Post');
    expect(en.wallet.history.paymentType.token_package).toBe('Wallet top-up');
  });
  it('shows payment statuses and the tokens a top-up credited', () => {
    expect(paymentStatusView('success')).toEqual({ label: { key: 'paid' }, color: 'teal' });
    expect(paymentStatusView('require_authentication').label).toEqual({ key: 'needsConfirmation' });
    expect(paymentStatusView('weird').label).toEqual({ text: 'Weird' });
    expect(en.wallet.history.status.needsConfirmation).toBe('Needs confirmation');
    const product = {
      name: '',
      description: '',
      price: 10,
      quantity: 1,
      productType: '',
      productId: '',
      performerId: null,
    };
    expect(paymentTokens({ type: 'token_package', products: [{ ...product, tokens: 12 }], originalPrice: 10 })).toBe(
      12,
    );
    expect(paymentTokens({ type: 'token_package', products: [product], originalPrice: 10 })).toBe(10);
    expect(paymentTokens({ type: 'monthly_subscription', products: [product], originalPrice: 10 })).toBeNull();
  });
});

describe('wallet history lists', () => {
  it('reads the wallet charges (wallet subscriptions included) apart from the top-ups only', () => {
    expect(historyRequest('charges', 2, 10)).toEqual({
      path: '/wallet/charges/search',
      query: { limit: 10, offset: 10, sort: 'desc', sortBy: 'createdAt' },
    });
    expect(historyRequest('topUps', 1, 10)).toEqual({
      path: '/payment/transactions/user/search',
      query: { limit: 10, offset: 0, sort: 'desc', sortBy: 'createdAt', type: 'token_package' },
    });
  });
});
