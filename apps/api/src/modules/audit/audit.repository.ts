import { and, eq, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { dateRangeOf, pageOf, sortOf } from '../../db/paging.js';
import { auditLogs } from '../../db/schema/index.js';
import type { Tx } from '../ledger/ledger.service.js';

export type AuditRow = typeof auditLogs.$inferSelect;
export type NewAuditRow = typeof auditLogs.$inferInsert;

const SORTABLE = { createdAt: auditLogs.createdAt, action: auditLogs.action, actorRole: auditLogs.actorRole };

/** The only reader and writer of `audit_logs`: it inserts and reads, never updates or deletes. */
export function createAuditRepository(db: Db) {
  return {
    async insert(row: NewAuditRow, executor: Db | Tx = db) {
      await executor.insert(auditLogs).values(row);
    },

    /** Entries matching the console's filters (actor, action, target, dates), sorted and paged. */
    async search(query: AuditLogQuery) {
      const where: (SQL | undefined)[] = [
        query.actorId ? eq(auditLogs.actorId, query.actorId) : undefined,
        query.action ? eq(auditLogs.action, query.action) : undefined,
        query.targetType ? eq(auditLogs.targetType, query.targetType) : undefined,
        query.targetId ? eq(auditLogs.targetId, query.targetId) : undefined,
        dateRangeOf(query, auditLogs.createdAt),
      ];
      const order = sortOf(query, SORTABLE, auditLogs.createdAt, auditLogs.id);
      return pageOf(db, auditLogs, [and(...where)], order, query);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
