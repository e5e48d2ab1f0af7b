import { outboxMailDetailSchema, outboxMailSchema, type OutboxMail, type OutboxMailDetail } from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import { pagedQuery } from '@/lib/api/endpoint-shapes';

/** The local mail outbox (GET /admin/mail/outbox): admins only, read-only. */
export const outboxApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    outbox: pagedQuery<OutboxMail>(build, '/admin/mail/outbox', outboxMailSchema),
    outboxMail: build.query<OutboxMailDetail, string>({
      query: (id) => ({ path: `/admin/mail/outbox/${encodeURIComponent(id)}`, schema: outboxMailDetailSchema }),
    }),
  }),
});

export const { useOutboxQuery, useOutboxMailQuery } = outboxApi;
