import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageOf, sortOf } from '../../db/paging.js';
import { reports } from '../../db/schema/index.js';
import { firstRowWhere, updatedAny } from '../shared-repo/rows.js';

export type ReportRow = typeof reports.$inferSelect;

/** The review queue's reports (the reactions module files them; moderation decides them). */
export function createReportsRepository(db: Db) {
  return {
    async search(
      filters: { status?: ReportRow['status']; target?: string },
      page: { limit: number; offset: number; sort: 'asc' | 'desc'; sortBy: string },
    ) {
      const where: (SQL | undefined)[] = [
        filters.status ? eq(reports.status, filters.status) : undefined,
        filters.target ? eq(reports.target, filters.target) : undefined,
      ];
      const order = sortOf(
        page,
        { createdAt: reports.createdAt, updatedAt: reports.updatedAt },
        reports.createdAt,
        reports.id,
      );
      return pageOf(db, reports, [and(...where)], order, page);
    },

    async byId(id: string) {
      return firstRowWhere(db, reports, eq(reports.id, id));
    },

    /** Marks a pending report decided; false when someone decided it first. */
    async decide(id: string, values: Pick<ReportRow, 'status' | 'resolution' | 'note' | 'reviewerId'>) {
      const pending = and(eq(reports.id, id), eq(reports.status, 'pending'));
      return updatedAny(db, reports, reports.id, pending, { ...values, resolvedAt: new Date() });
    },

    countPending: () => db.$count(reports, eq(reports.status, 'pending')),
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;

/** Files a user's report of a target, or updates their earlier one (one per user per target). */
export async function upsertReport(
  db: Db,
  values: {
    sourceId: string;
    target: string;
    targetId: string;
    performerId: string;
    title: string;
    description: string;
  },
): Promise<ReportRow> {
  const [row] = await db
    .insert(reports)
    .values(values)
    .onConflictDoUpdate({
      target: [reports.sourceId, reports.target, reports.targetId],
      set: { title: values.title, description: values.description, updatedAt: new Date() },
    })
    .returning();
  return row!;
}
