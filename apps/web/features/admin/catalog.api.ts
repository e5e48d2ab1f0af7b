import { z } from 'zod';
import {
  bannerSchema,
  categorySchema,
  pagedSchema,
  type Banner,
  type Category,
  type CategoryInput,
  type Paged,
  type PromoInput,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import type { QueryParams } from '@/lib/api/query';

const deleted = z.object({ deleted: z.literal(true) });
const tags = ['AdminCatalog' as const, 'AdminAudit' as const];

/** Creator categories and site promos in the console (/admin/performer-categories, /admin/site-promos). */
export const catalogAdminApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    adminCategories: build.query<Paged<Category>, QueryParams>({
      query: (query) => ({ path: '/admin/performer-categories/search', query, schema: pagedSchema(categorySchema) }),
      providesTags: ['AdminCatalog'],
    }),
    saveCategory: build.mutation<Category, { id?: string; body: CategoryInput }>({
      query: ({ id, body }) => ({
        path: id ? `/admin/performer-categories/${id}` : '/admin/performer-categories',
        method: id ? 'PUT' : 'POST',
        body,
        schema: categorySchema,
      }),
      invalidatesTags: tags,
    }),
    deleteCategory: build.mutation<unknown, string>({
      query: (id) => ({ path: `/admin/performer-categories/${id}`, method: 'DELETE', schema: deleted }),
      invalidatesTags: tags,
    }),
    adminPromos: build.query<Paged<Banner>, QueryParams>({
      query: (query) => ({ path: '/admin/site-promos/search', query, schema: pagedSchema(bannerSchema) }),
      providesTags: ['AdminCatalog'],
    }),
    savePromo: build.mutation<Banner, { id?: string; body: PromoInput }>({
      query: ({ id, body }) => ({
        path: id ? `/admin/site-promos/${id}` : '/admin/site-promos',
        method: id ? 'PUT' : 'POST',
        body,
        schema: bannerSchema,
      }),
      invalidatesTags: tags,
    }),
    deletePromo: build.mutation<unknown, string>({
      query: (id) => ({ path: `/admin/site-promos/${id}`, method: 'DELETE', schema: deleted }),
      invalidatesTags: tags,
    }),
  }),
});

export const {
  useAdminCategoriesQuery,
  useSaveCategoryMutation,
  useDeleteCategoryMutation,
  useAdminPromosQuery,
  useSavePromoMutation,
  useDeletePromoMutation,
} = catalogAdminApi;
