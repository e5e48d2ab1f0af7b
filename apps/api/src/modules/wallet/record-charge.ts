import { tokenTransactions } from '../../db/schema/index.js';
import type { Tx } from '../ledger/ledger.service.js';

export type NewTokenTransaction = typeof tokenTransactions.$inferInsert;

/**
 * Records a wallet charge (a Token Transaction, contract 4.19) that another module's verb posted to
 * the ledger in the same transaction, e.g. one minute of a private show. The fan sees it in
 * `GET /wallet/charges/search` like every other charge.
 */
export async function recordCharge(tx: Tx, values: NewTokenTransaction) {
  const [row] = await tx.insert(tokenTransactions).values(values).returning();
  return row!;
}
