import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dateRangeOf, pageOf, sortOf } from '../../db/paging.js';
import { auditLogs } from '../../db/schema/index.js';
import type { Tx } from '../ledger/ledger.service.js';

export type AuditRow = typeof auditLogs.$inferSelect;
export type NewAuditRow = typeof auditLogs.$inferInsert;

export interface AuditFilters {
  actorId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  fromDate?: string;
  toDate?: string;
}

/** The only reader and writer of `audit_logs`: it inserts and reads, never updates or deletes. */
export function createAuditRepository(db: Db) {
  return {
    async insert(row: NewAuditRow, executor: Db | Tx = db) {
      await executor.insert(auditLogs).values(row);
    },

    async search(filters: AuditFilters, page: { limit: number; offset: number; sort: 'asc' | 'desc'; sortBy: string }) {
      const where: (SQL | undefined)[] = [
        filters.actorId ? eq(auditLogs.actorId, filters.actorId) : undefined,
        filters.action ? eq(auditLogs.action, filters.action) : undefined,
        filters.targetType ? eq(auditLogs.targetType, filters.targetType) : undefined,
        filters.targetId ? eq(auditLogs.targetId, filters.targetId) : undefined,
        dateRangeOf(filters, auditLogs.createdAt),
      ];
      const order = sortOf(
        page,
        { createdAt: auditLogs.createdAt, action: auditLogs.action, actorRole: auditLogs.actorRole },
        auditLogs.createdAt,
        auditLogs.id,
      );
      return pageOf(db, auditLogs, [and(...where)], order, page);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
