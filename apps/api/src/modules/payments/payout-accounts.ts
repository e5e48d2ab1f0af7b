/**
 * Creators' payout accounts (Stripe Connect): whether one is open and paid out to, and the
 * onboarding link that opens (or resumes) one on the active gateway.
 */
import type { Db } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.service.js';
import type { GatewayChoice } from './gateway-choice.js';
import type { PayoutEvents } from './gateway-events.js';
import { addGatewayAccount, connectPayoutsEnabled, gatewayAccountOf } from './payments.cards.repository.js';

export interface PayoutAccountsDeps {
  db: Db;
  choice: GatewayChoice;
  /** The payouts module's handlers, once it has attached them. */
  payoutEvents: () => PayoutEvents | null;
  webUrl: string;
}

export function createPayoutAccounts(deps: PayoutAccountsDeps) {
  const { db } = deps;
  const { activeGateway, gatewayFailure } = deps.choice;

  /** The creator's Stripe Connect account, if one was opened (`POST /stripe/accounts`). */
  async function connectStatus(userId: string) {
    const payoutsEnabled = await connectPayoutsEnabled(db, userId);
    return { connected: payoutsEnabled !== null, payoutsEnabled: payoutsEnabled ?? false };
  }

  async function connectAccount(user: UserRow) {
    const gateway = await activeGateway();
    const existing = await gatewayAccountOf(db, user.id, gateway.name);
    const { accountId, link } = await gateway
      .createAccountLink({
        userId: user.id,
        email: user.email ?? '',
        accountId: existing?.accountId ?? null,
        returnUrl: `${deps.webUrl.replace(/\/$/, '')}/creator/earnings`,
      })
      .catch(gatewayFailure);
    if (!existing) await addGatewayAccount(db, user.id, gateway.name, accountId);
    // The account's state now, also when no webhook told us (a creator back from onboarding).
    await deps.payoutEvents()?.accountChanged(gateway, accountId).catch(gatewayFailure);
    return link;
  }

  return { connectStatus, connectAccount };
}
export type PayoutAccounts = ReturnType<typeof createPayoutAccounts>;
