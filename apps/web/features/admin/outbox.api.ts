import {
  outboxMailDetailSchema,
  outboxMailSchema,
  pagedSchema,
  type OutboxMail,
  type OutboxMailDetail,
  type Paged,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import type { QueryParams } from '@/lib/api/query';

/** The local mail outbox (GET /admin/mail/outbox): admins only, read-only. */
export const outboxApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    outbox: build.query<Paged<OutboxMail>, QueryParams>({
      query: (query) => ({ path: '/admin/mail/outbox', query, schema: pagedSchema(outboxMailSchema) }),
    }),
    outboxMail: build.query<OutboxMailDetail, string>({
      query: (id) => ({ path: `/admin/mail/outbox/${encodeURIComponent(id)}`, schema: outboxMailDetailSchema }),
    }),
  }),
});

export const { useOutboxQuery, useOutboxMailQuery } = outboxApi;
