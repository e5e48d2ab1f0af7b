import type { SandboxGateway } from '../../adapters/payments-sandbox.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.js';

const MINUTE = 60_000;

/**
 * Money's periodic work, each safe to run twice: earnings holds released into withdrawable
 * balances, wallet subscriptions renewed (or lapsed), and the sandbox gateway's recurring billing.
 */
export function registerMoneyJobs(
  jobs: JobQueue,
  deps: { earnings: EarningsService; subscriptions: SubscriptionsService; sandbox: SandboxGateway },
) {
  jobs.every('earnings.release', 5 * MINUTE, async () => {
    await deps.earnings.releaseDue();
  });
  jobs.every('subscriptions.renew', MINUTE, async () => {
    await deps.subscriptions.renewDue();
  });
  jobs.every('sandbox.billing', MINUTE, async () => {
    await deps.sandbox.billDue();
  });
}
