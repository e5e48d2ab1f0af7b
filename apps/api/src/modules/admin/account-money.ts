import type { AdminAccountMoney } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { latestLedgerLines } from '../ledger/ledger.lines.js';
import { ledgerAccount, type Ledger } from '../ledger/ledger.service.js';
import { latestOrdersOf } from '../orders/orders.admin.repository.js';
import { latestPayoutRequests } from '../payouts/payouts.admin.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import { presentAdminUser } from './admin-users.service.js';

const LINES = 50;
const LATEST = 20;
const tokens = (minor: number) => minor / 100;

/**
 * An account's money as finance staff see it (issue #18): balances, the latest ledger lines of its
 * wallet and earnings accounts, its payout requests and its orders (as buyer or seller). Read-only;
 * balances change only through ledger adjustments.
 */
export function createAccountMoney(deps: { db: Db; users: UsersRepository; ledger: Ledger; storage: Storage }) {
  const { db, users, ledger, storage } = deps;
  return {
    async get(id: string): Promise<AdminAccountMoney> {
      const user = await users.findById(id);
      if (!user) throw notFound();
      const creator = user.role === 'performer';
      const profile = creator ? await users.profile(id) : null;
      const accounts = [
        ledgerAccount.wallet(id),
        ledgerAccount.debt(id),
        ledgerAccount.pending(id),
        ledgerAccount.earnings(id),
      ].map((a) => a.id);
      const [balances, lines, payouts, orderRows] = await Promise.all([
        ledger.balances(accounts),
        latestLedgerLines(db, accounts, LINES),
        latestPayoutRequests(db, id, LATEST),
        latestOrdersOf(db, id, LATEST),
      ]);
      const balance = (accountId: string) => tokens(balances.get(accountId) ?? 0);
      return {
        user: presentAdminUser(user, profile, storage),
        walletBalance: balance(ledgerAccount.wallet(id).id),
        walletDebt: balance(ledgerAccount.debt(id).id),
        earnings: creator
          ? { onHold: balance(ledgerAccount.pending(id).id), withdrawable: balance(ledgerAccount.earnings(id).id) }
          : null,
        ledgerLines: lines.map((l) => ({
          _id: String(l.id),
          transactionId: l.transactionId,
          kind: l.kind,
          account: l.account.split(':')[0]!,
          amount: tokens(l.amount),
          createdAt: l.createdAt.toISOString(),
        })),
        payouts: payouts.map((p) => ({
          _id: p.id,
          status: p.status,
          tokens: tokens(p.requestTokensMinor),
          createdAt: p.createdAt.toISOString(),
          paidAt: p.paidAt?.toISOString() ?? null,
        })),
        orders: orderRows.map((o) => ({
          _id: o.id,
          orderNumber: o.orderNumber,
          side: o.userId === id ? ('bought' as const) : ('sold' as const),
          total: tokens(o.totalPriceMinor),
          deliveryStatus: o.deliveryStatus,
          createdAt: o.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type AccountMoney = ReturnType<typeof createAccountMoney>;
