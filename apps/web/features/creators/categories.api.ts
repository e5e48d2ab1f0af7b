import { MAX_PAGE_SIZE, categorySchema, pagedSchema, type Category, type Paged } from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';

/** Creator categories (GET /performer-categories), by the operators' ordering; one call per page load. */
export const categoriesApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    performerCategories: build.query<Paged<Category>, void>({
      query: () => ({
        path: '/performer-categories',
        query: { limit: MAX_PAGE_SIZE, sortBy: 'ordering', sort: 'asc' },
        schema: pagedSchema(categorySchema),
      }),
      keepUnusedDataFor: 600,
    }),
  }),
});
export const { usePerformerCategoriesQuery } = categoriesApi;

/** The categories as select items (value: id, label: name). */
export function useCategoryItems(): { value: string; label: string }[] {
  const { data } = usePerformerCategoriesQuery();
  return data?.data.map((c) => ({ value: c._id, label: c.name })) ?? [];
}
