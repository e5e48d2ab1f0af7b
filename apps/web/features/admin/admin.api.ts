import { z } from 'zod';
import {
  adminReportSchema,
  adminStreamEndSchema,
  adminStatisticsSchema,
  adminUserDetailSchema,
  adminUserSchema,
  auditLogSchema,
  queueSummarySchema,
  streamSchema,
  type AdminReport,
  type AdminStatistics,
  type AdminUser,
  type AdminUserDetail,
  type AuditLog,
  type QueueSummary,
  type ReportResolve,
  type Stream,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import { flaggedPagedQuery, pagedQuery, recordAction } from '@/lib/api/endpoint-shapes';

const updated = z.object({ updated: z.literal(true) });
const settingsSchema = z.record(z.string(), z.unknown());

/** The console's server state (GET/PUT /admin/...), through RTK Query (docs/web.md). */
export const adminApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    statistics: build.query<AdminStatistics, void>({
      query: () => ({ path: '/admin/statistics', schema: adminStatisticsSchema }),
      providesTags: ['AdminQueue'],
    }),
    queueSummary: build.query<QueueSummary, void>({
      query: () => ({ path: '/admin/queue/summary', schema: queueSummarySchema }),
      providesTags: ['AdminQueue'],
    }),
    reports: pagedQuery<AdminReport>(build, '/admin/reports/search', adminReportSchema, ['AdminQueue']),
    resolveReport: recordAction<AdminReport, ReportResolve>(build, {
      method: 'POST',
      path: (id) => `/admin/reports/${id}/resolve`,
      schema: adminReportSchema,
      invalidates: ['AdminQueue', 'AdminUsers', 'AdminAudit'],
    }),
    users: flaggedPagedQuery<AdminUser, 'performers'>(
      build,
      'performers',
      ['/admin/performers/search', '/admin/users/search'],
      adminUserSchema,
      ['AdminUsers'],
    ),
    userDetail: build.query<AdminUserDetail, string>({
      query: (id) => ({ path: `/admin/users/${id}`, schema: adminUserDetailSchema }),
      providesTags: ['AdminUsers'],
    }),
    updateUser: build.mutation<unknown, { id: string; body: Record<string, unknown> }>({
      query: ({ id, body }) => ({ path: `/admin/users/${id}`, method: 'PUT', body, schema: updated }),
      invalidatesTags: ['AdminUsers', 'AdminQueue', 'AdminAudit'],
    }),
    updatePerformer: build.mutation<unknown, { id: string; body: Record<string, unknown> }>({
      query: ({ id, body }) => ({ path: `/admin/performers/${id}`, method: 'PUT', body, schema: updated }),
      invalidatesTags: ['AdminUsers', 'AdminQueue', 'AdminAudit'],
    }),
    auditLogs: pagedQuery<AuditLog>(build, '/admin/audit-logs', auditLogSchema, ['AdminAudit']),
    liveStreams: pagedQuery<Stream>(build, '/admin/streams/search', streamSchema, ['AdminStreams']),
    endStream: build.mutation<unknown, string>({
      query: (id) => ({ path: `/admin/streams/${id}/end`, method: 'POST', schema: adminStreamEndSchema }),
      invalidatesTags: ['AdminStreams', 'AdminAudit'],
    }),
    settings: build.query<Record<string, unknown>, void>({
      query: () => ({ path: '/admin/settings', schema: settingsSchema }),
      providesTags: ['AdminSettings'],
    }),
    updateSettings: build.mutation<Record<string, unknown>, Record<string, unknown>>({
      query: (body) => ({ path: '/admin/settings', method: 'PUT', body, schema: settingsSchema }),
      invalidatesTags: ['AdminSettings', 'AdminAudit'],
    }),
  }),
});

export const {
  useStatisticsQuery,
  useQueueSummaryQuery,
  useReportsQuery,
  useResolveReportMutation,
  useUsersQuery,
  useUserDetailQuery,
  useUpdateUserMutation,
  useUpdatePerformerMutation,
  useAuditLogsQuery,
  useLiveStreamsQuery,
  useEndStreamMutation,
  useSettingsQuery,
  useUpdateSettingsMutation,
} = adminApi;
