import { z } from 'zod';
import { adminContentSchema, pagedSchema, type AdminContent, type ModeratedType, type Paged } from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import type { QueryParams } from '@/lib/api/query';

export type ContentAction = 'hide' | 'restore' | 'delete';
const answer = z.object({ status: z.string() }).or(z.object({ deleted: z.literal(true) }));

/** The Content section (GET /admin/content/search, POST /admin/content/{type}/{id}/{hide|restore|delete}). */
export const contentAdminApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    adminContent: build.query<Paged<AdminContent>, QueryParams>({
      query: (query) => ({ path: '/admin/content/search', query, schema: pagedSchema(adminContentSchema) }),
      providesTags: ['AdminQueue'],
    }),
    moderateContent: build.mutation<
      unknown,
      { type: ModeratedType; id: string; action: ContentAction; reason: string }
    >({
      query: ({ type, id, action, reason }) => ({
        path: `/admin/content/${type}/${id}/${action}`,
        method: 'POST',
        body: { reason },
        schema: answer,
      }),
      invalidatesTags: ['AdminQueue', 'AdminAudit'],
    }),
  }),
});

export const { useAdminContentQuery, useModerateContentMutation } = contentAdminApi;
