/**
 * Stripe Connect payouts (docs/money.md "Payouts"): marking a Connect request done sends a transfer
 * first (`send-payout-transfer.ts`); the webhook brings back reversals (`reverse-payout.ts`) and the
 * account's state. The sandbox's accounts are paid at once.
 */
import type { Db } from '../../db/client.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { setPayoutAccountState } from '../payments/payments.repository.js';
import { createReversePayout } from './reverse-payout.js';
import { createSendPayoutTransfer } from './send-payout-transfer.js';

export { CONNECT_GATEWAYS, paidKey, payoutMoneyMinor } from './payouts.deps.js';

export function createPayoutConnect(deps: {
  db: Db;
  ledger: Ledger;
  gateways: Map<string, PaymentGateway>;
  audit: AuditService;
  notifier: Notifier;
}) {
  const { db } = deps;
  return {
    transfer: createSendPayoutTransfer(deps),
    transferChanged: createReversePayout(deps),

    /** A payout account changed (`account.updated`): its state is re-read and stored. */
    async accountChanged(gateway: PaymentGateway, ref: string) {
      const account = await gateway.retrieveAccount(ref);
      await setPayoutAccountState(db, gateway.name, account.ref, account);
    },
  };
}

export type PayoutConnect = ReturnType<typeof createPayoutConnect>;
