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
import { createAdminUsersService } from './admin-users.service.js';
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
  const moderation = createModerationService({
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
  /** What waits for a decision the role may take: reports and identity documents (queue). */
  async function queueSummary(role: string) {
    if (!staffCan(role, 'queue')) return { reports: 0, documents: 0, total: 0 };
    const [pending, counts] = await Promise.all([reports.countPending(), users.counts(new Date())]);
    const documents = counts.find((c) => c.role === 'performer')?.awaitingReview ?? 0;
    return { reports: pending, documents, total: pending + documents };
  }
  return { adminUsers, moderation, statistics, queueSummary };
}
