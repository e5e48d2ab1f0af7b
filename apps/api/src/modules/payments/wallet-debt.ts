import { ledgerAccount, lockedBalance, type Ledger, type Tx } from '../ledger/ledger.service.js';
import { paymentsRepository } from './payments.repository.js';
import type { PaymentRow } from './payments.service.js';

/**
 * Chargeback debt (issue #20). A top-up taken back by the gateway (refund, chargeback, void) takes
 * its tokens back from the wallet; tokens already spent cannot be, so the rest is recorded as the
 * fan's debt (`wallet_debt:<userId>`, below zero). Every credit to the wallet pays the debt back
 * first (a top-up, a purchase refunded to the wallet, an operator's credit: `settleDebt`), so the
 * wallet stays empty (nothing to spend) until it is settled. The books stay balanced throughout.
 */

const balanceOf = lockedBalance;

/** Reverses a credited top-up once (its row becomes `refunded`); null when it was not credited or already reversed. */
export async function reverseTopUp(tx: Tx, ledger: Ledger, row: PaymentRow, kind: 'refund' | 'chargeback' | 'void') {
  const claimed = await paymentsRepository.markRefunded(tx, row.id, kind);
  if (!claimed || row.type !== 'token_package') return null;
  const wallet = ledgerAccount.wallet(row.userId);
  const available = Math.max(0, Math.min(await balanceOf(tx, wallet.id), row.tokensMinor));
  const owed = row.tokensMinor - available;
  const key = `reversal:payment:${row.id}`;
  const posted = await ledger.post(tx, {
    key,
    kind: `top_up_${kind}`,
    reversalOf: row.ledgerTransactionId ?? undefined,
    meta: { paymentId: row.id, gateway: row.paymentGateway, owedMinor: owed },
    entries: [
      { account: ledgerAccount.gateway(row.paymentGateway), amount: row.totalPriceMinor },
      { account: wallet, amount: -available },
      { account: ledgerAccount.debt(row.userId), amount: -owed },
      { account: ledgerAccount.platform(key), amount: row.tokensMinor - row.totalPriceMinor },
    ],
  });
  return { row: claimed, owedMinor: owed, balance: posted.balances.get(wallet.id) ?? 0 };
}

/** Pays a fan's debt back from the wallet, as far as it goes (after a credit); answers the wallet's balance. */
export async function settleDebt(tx: Tx, ledger: Ledger, userId: string, key: string, walletBalance: number) {
  const owed = -(await balanceOf(tx, ledgerAccount.debt(userId).id));
  const amount = Math.min(owed, walletBalance);
  if (amount <= 0) return walletBalance;
  const posted = await ledger.post(tx, {
    key: `debt:${key}`,
    kind: 'debt_settlement',
    meta: { userId },
    entries: [
      { account: ledgerAccount.wallet(userId), amount: -amount },
      { account: ledgerAccount.debt(userId), amount },
    ],
  });
  return posted.balances.get(ledgerAccount.wallet(userId).id) ?? walletBalance - amount;
}
