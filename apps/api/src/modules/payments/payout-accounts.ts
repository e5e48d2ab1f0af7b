/**
 * Creators' payout accounts (Stripe Connect): whether one is open and paid out to, and the
 * onboarding link that opens (or resumes) one on the active gateway.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gatewayAccounts } from '../../db/schema/index.js';
import type { UserRow } from '../auth/sessions.service.js';
import type { GatewayChoice } from './gateway-choice.js';
import type { PayoutEvents } from './gateway-events.js';

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
    const [account] = await db
      .select({ payoutsEnabled: gatewayAccounts.payoutsEnabled })
      .from(gatewayAccounts)
      .where(and(eq(gatewayAccounts.userId, userId), inArray(gatewayAccounts.paymentGateway, ['stripe', 'sandbox'])))
      .orderBy(desc(eq(gatewayAccounts.paymentGateway, 'stripe')));
    return { connected: Boolean(account), payoutsEnabled: account?.payoutsEnabled ?? false };
  }

  async function connectAccount(user: UserRow) {
    const gateway = await activeGateway();
    const [existing] = await db
      .select()
      .from(gatewayAccounts)
      .where(and(eq(gatewayAccounts.userId, user.id), eq(gatewayAccounts.paymentGateway, gateway.name)));
    const { accountId, link } = await gateway
      .createAccountLink({
        userId: user.id,
        email: user.email ?? '',
        accountId: existing?.accountId ?? null,
        returnUrl: `${deps.webUrl.replace(/\/$/, '')}/creator/earnings`,
      })
      .catch(gatewayFailure);
    if (!existing) {
      await db
        .insert(gatewayAccounts)
        .values({ userId: user.id, paymentGateway: gateway.name, accountId })
        .onConflictDoNothing();
    }
    // The account's state now, also when no webhook told us (a creator back from onboarding).
    await deps.payoutEvents()?.accountChanged(gateway, accountId).catch(gatewayFailure);
    return link;
  }

  return { connectStatus, connectAccount };
}
export type PayoutAccounts = ReturnType<typeof createPayoutAccounts>;
