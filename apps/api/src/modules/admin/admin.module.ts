import { staffCan } from '@fanlane/shared';
import type { Mailer } from '../../adapters/mail.js';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SessionsService } from '../auth/sessions.service.js';
import type { FeedsService } from '../feeds/feeds.service.js';
import type { FilesService } from '../files/files.service.js';
import { createLedgerStats } from '../ledger/ledger.stats.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { createModerationService } from '../moderation/moderation.service.js';
import { createReportsRepository } from '../moderation/reports.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { Notifier } from '../notifications/notifier.js';
import { countOpenPayoutRequests } from '../payouts/payouts.admin.repository.js';
import { countPendingRefundRequests } from '../refunds/refunds.admin.repository.js';
import { createAdminUsersService } from './admin-users.service.js';
import { createAccountMoney } from './account-money.js';
import { createContentHiding } from './content-hiding.js';
import { createStatisticsService } from './statistics.service.js';
import { createSubscriptionsStats } from './subscriptions.stats.js';

/** The back-office's services (issue #18), built once from the site's own. */
export function createAdminConsole(deps: {
  db: Db;
  users: UsersRepository;
  sessions: SessionsService;
  files: FilesService;
  ledger: Ledger;
  storage: Storage;
  audit: AuditService;
  jobs: JobQueue;
  feeds: FeedsService;
  mailer: Mailer;
  notifier?: Notifier;
}) {
  const { db, users, audit } = deps;
  const reports = createReportsRepository(db);
  const adminUsers = createAdminUsersService(deps);
  const contentHiding = createContentHiding({ db, feeds: deps.feeds });
  const moderation = createModerationService({
    contentHiding,
    reports,
    users,
    feeds: deps.feeds,
    adminUsers,
    audit,
    mailer: deps.mailer,
    notifier: deps.notifier,
  });
  const statistics = createStatisticsService({
    users,
    ledger: createLedgerStats(db),
    subscriptions: createSubscriptionsStats(db),
    openReports: () => reports.countPending(),
  });
  /** Reports and identity documents (`queue`). */
  async function moderationWaiting() {
    const [pending, counts] = await Promise.all([reports.countPending(), users.counts(new Date())]);
    return { reports: pending, documents: counts.find((c) => c.role === 'performer')?.awaitingReview ?? 0 };
  }
  /** Payout requests to approve or pay, and refund requests (`money`). */
  async function moneyWaiting() {
    const [payouts, refunds] = await Promise.all([countOpenPayoutRequests(db), countPendingRefundRequests(db)]);
    return { payouts, refunds };
  }
  /** What waits for a decision the role may take (the console's top bar). */
  async function queueSummary(role: string) {
    const [moderation, money] = await Promise.all([
      staffCan(role, 'queue') ? moderationWaiting() : { reports: 0, documents: 0 },
      staffCan(role, 'money') ? moneyWaiting() : { payouts: 0, refunds: 0 },
    ]);
    const all = { ...moderation, ...money };
    return { ...all, total: all.reports + all.documents + all.payouts + all.refunds };
  }
  const accountMoney = createAccountMoney(deps);
  return { adminUsers, accountMoney, contentHiding, moderation, statistics, queueSummary };
}
