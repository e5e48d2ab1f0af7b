import { expect } from 'vitest';
import type { TestApp } from '../../test/index.js';
import { ledgerAccount } from '../ledger/ledger.service.js';

export const BANK = {
  firstName: 'Robin',
  lastName: 'Creator',
  bankName: 'First Test Bank',
  bankAccount: 'GB33BUKB20201555555555',
  bankRouting: '202015',
};

/** A creator with banking details and `withdrawable` tokens ready for a payout (posted straight to the ledger). */
export async function payable(t: TestApp, withdrawable: number) {
  const creator = await t.services.testing.createUserWithSession({ role: 'performer' });
  const res = await t.inject('PUT', '/performers/banking-settings', creator.token, BANK);
  expect(res.statusCode, res.body).toBe(200);
  if (withdrawable > 0) await t.services.testing.earned(creator.user.id, withdrawable);
  return creator;
}

/** The books balance, and payout clearing holds exactly the open requests. */
export async function booksBalance(t: TestApp) {
  const r = await t.services.ledger.reconcile();
  expect(r).toMatchObject({ ok: true, mismatchedAccounts: [], unbalancedTransactions: [], negativeAccounts: [] });
  expect(r.payoutClearing.balance).toBe(r.payoutClearing.openRequests);
  return r;
}

export const withdrawable = (t: TestApp, creatorId: string) =>
  t.services.ledger.balance(ledgerAccount.earnings(creatorId).id);
export const clearing = (t: TestApp) => t.services.ledger.balance(ledgerAccount.payoutClearing().id);
