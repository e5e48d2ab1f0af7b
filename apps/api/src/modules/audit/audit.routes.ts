import { auditLogQuerySchema, auditLogSchema, type AuditLog } from '@fanlane/shared';
import type { CsvColumn } from '../../http/csv.js';
import { adminCsvExport } from '../admin/admin-export.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { requireStaff } from '../auth/auth.plugin.js';
import type { AuditService } from './audit.service.js';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
const CSV_COLUMNS: CsvColumn<AuditLog>[] = [
  { header: 'time', value: (r) => r.createdAt },
  { header: 'actorId', value: (r) => r.actorId },
  { header: 'actorName', value: (r) => r.actorName },
  { header: 'actorRole', value: (r) => r.actorRole },
  { header: 'action', value: (r) => r.action },
  { header: 'targetType', value: (r) => r.targetType },
  { header: 'targetId', value: (r) => r.targetId },
  { header: 'before', value: (r) => json(r.before) },
  { header: 'after', value: (r) => json(r.after) },
  { header: 'reason', value: (r) => r.reason },
  { header: 'ip', value: (r) => r.ip },
];

/** The audit log: read and export only. No route edits or deletes an entry. */
export const auditRoutes: Routes<{ audit: AuditService }> = async (app, { audit }) => {
  const { get } = routes(app, ['admin']);

  get(
    '/admin/audit-logs',
    {
      preHandler: requireStaff('audit'),
      summary: 'Staff actions, newest first; filters: actorId, action, targetType, targetId, fromDate+toDate',
      querystring: auditLogQuerySchema,
      response: auditLogSchema,
      paged: true,
    },
    async (request) => {
      const { data, total } = await audit.search(request.query);
      return { data, total };
    },
  );

  adminCsvExport(app, {
    path: '/admin/audit-logs/export',
    permission: 'audit',
    query: auditLogQuerySchema,
    filename: 'audit-log.csv',
    summary: 'The filtered audit log as CSV (every page)',
    columns: CSV_COLUMNS,
    search: audit.search,
  });
};
