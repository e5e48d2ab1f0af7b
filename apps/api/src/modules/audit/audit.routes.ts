import { auditLogQuerySchema, auditLogSchema, type AuditLog } from '@fanlane/shared';
import { fieldColumns, type CsvColumn } from '../../http/csv.js';
import { adminCsvExport } from '../admin/admin-export.js';
import { justThePage, routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { requireStaff } from '../auth/auth.plugin.js';
import type { AuditService } from './audit.service.js';

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
const CSV_COLUMNS: CsvColumn<AuditLog>[] = [
  { header: 'time', value: (r) => r.createdAt },
  ...fieldColumns<AuditLog>({
    actorId: 'actorId',
    actorName: 'actorName',
    actorRole: 'actorRole',
    action: 'action',
    targetType: 'targetType',
    targetId: 'targetId',
  }),
  { header: 'before', value: (r) => json(r.before) },
  { header: 'after', value: (r) => json(r.after) },
  ...fieldColumns<AuditLog>({ reason: 'reason', ip: 'ip' }),
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
    async (request) => justThePage(await audit.search(request.query)),
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
