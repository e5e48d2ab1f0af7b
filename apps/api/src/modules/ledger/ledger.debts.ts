import { and, asc, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { walletDebtQuerySchema, WalletDebt } from '@fanlane/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ledgerAccounts, users } from '../../db/schema/index.js';
import { escapeLike } from '../../db/search.js';
import { displayName } from '../users/users.presenter.js';

export type WalletDebtQuery = z.output<typeof walletDebtQuerySchema>;

/**
 * The fans who owe tokens after a chargeback (CCBill, issue #20): every `wallet_debt` ledger account
 * below zero, with the fan. Read-only: a debt is paid back only by credits to the wallet
 * (`payments/wallet-debt.ts`).
 */
export function createWalletDebts(db: Db) {
  return async (query: WalletDebtQuery): Promise<{ data: WalletDebt[]; total: number }> => {
    const q = query.q?.trim();
    const like = `%${escapeLike(q ?? '')}%`;
    const where = and(
      eq(ledgerAccounts.kind, 'wallet_debt'),
      lt(ledgerAccounts.balance, 0),
      q ? or(ilike(users.name, like), ilike(users.username, like), eq(users.id, q)) : undefined,
    );
    // Owed is minus the balance: most owed first is the lowest balance first.
    const column = query.sortBy === 'owed' ? ledgerAccounts.balance : ledgerAccounts.updatedAt;
    const descending = query.sortBy === 'owed' ? query.sort === 'asc' : query.sort === 'desc';
    const [rows, [count]] = await Promise.all([
      db
        .select({ user: users, balance: ledgerAccounts.balance, updatedAt: ledgerAccounts.updatedAt })
        .from(ledgerAccounts)
        .innerJoin(users, eq(users.id, ledgerAccounts.ownerId))
        .where(where)
        .orderBy(descending ? desc(column) : asc(column), asc(ledgerAccounts.id))
        .limit(query.limit)
        .offset(query.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerAccounts)
        .innerJoin(users, eq(users.id, ledgerAccounts.ownerId))
        .where(where),
    ]);
    return {
      data: rows.map((r) => ({
        userId: r.user.id,
        name: displayName(r.user),
        username: r.user.username ?? '',
        owed: -Number(r.balance) / 100,
        updatedAt: r.updatedAt.toISOString(),
      })),
      total: count?.n ?? 0,
    };
  };
}
