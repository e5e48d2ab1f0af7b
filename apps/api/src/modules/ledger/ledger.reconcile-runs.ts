/**
 * The ledger's reconcile with its record: each run (the hourly job, an operator's) is kept in
 * `ledger_reconcile_runs` for 90 days, and `GET /metrics` exports the latest (docs/operations.md).
 */
import { desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerReconcileRuns } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Ledger } from './ledger.service.js';

export type ReconcileSource = 'job' | 'operator';

const HOUR_MS = 3_600_000;
const KEEP_MS = 90 * 24 * HOUR_MS;

export function createReconcileRuns(db: Db, ledger: Ledger) {
  return {
    /** Reconciles now, records the run and answers the report with the time it was checked. */
    async run(source: ReconcileSource) {
      const report = await ledger.reconcile();
      const problems =
        report.mismatchedAccounts.length +
        report.unbalancedTransactions.length +
        report.negativeAccounts.length +
        (report.ledgerSum === 0 ? 0 : 1) +
        (report.payoutClearing.openRequests === report.payoutClearing.balance ? 0 : 1);
      const [row] = await db
        .insert(ledgerReconcileRuns)
        .values({ source, ok: report.ok, problems, report })
        .returning({ checkedAt: ledgerReconcileRuns.checkedAt });
      return { ...report, problems, checkedAt: row!.checkedAt.toISOString() };
    },

    /** The latest run, or null before the first. */
    async latest() {
      const [row] = await db
        .select({
          ok: ledgerReconcileRuns.ok,
          problems: ledgerReconcileRuns.problems,
          checkedAt: ledgerReconcileRuns.checkedAt,
        })
        .from(ledgerReconcileRuns)
        .orderBy(desc(ledgerReconcileRuns.checkedAt))
        .limit(1);
      return row ?? null;
    },

    /** Forgets runs older than 90 days. */
    async prune() {
      await db.delete(ledgerReconcileRuns).where(lt(ledgerReconcileRuns.checkedAt, new Date(Date.now() - KEEP_MS)));
    },
  };
}
export type ReconcileRuns = ReturnType<typeof createReconcileRuns>;

/** Reconciles the books every hour on one process of the cluster (the job queue's periodic job). */
export function registerReconcileJob(jobs: JobQueue, runs: ReconcileRuns) {
  jobs.every('ledger.reconcile', HOUR_MS, async () => {
    await runs.run('job');
    await runs.prune();
  });
}
