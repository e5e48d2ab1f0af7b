import { z } from 'zod';
import {
  adminCouponSchema,
  adminTokenPackageSchema,
  type AdminTokenPackage,
  type TokenPackageInput,
  bannerSchema,
  categorySchema,
  pagedSchema,
  type AdminCoupon,
  type Banner,
  type Category,
  type CategoryInput,
  type CouponInput,
  type Paged,
  type PromoInput,
} from '@fanlane/shared';
import { appApi, type ApiArgs } from '@/lib/api/rtk';
import type { QueryParams } from '@/lib/api/query';

const deleted = z.object({ deleted: z.literal(true) });
const tags = ['AdminCatalog' as const, 'AdminAudit' as const];

/** Each catalog list's three calls: `${base}/search`, POST `base` or PUT `${base}/{id}`, DELETE `${base}/{id}`. */
export const listCalls = <T>(base: string, schema: z.ZodType<T>) => ({
  search: (query: QueryParams): ApiArgs => ({ path: `${base}/search`, query, schema: pagedSchema(schema) }),
  save: ({ id, body }: { id?: string; body: unknown }): ApiArgs => ({
    path: id ? `${base}/${id}` : base,
    method: id ? 'PUT' : 'POST',
    body,
    schema,
  }),
  remove: (id: string): ApiArgs => ({ path: `${base}/${id}`, method: 'DELETE', schema: deleted }),
});
const categories = listCalls('/admin/performer-categories', categorySchema);
const promos = listCalls('/admin/site-promos', bannerSchema);
const coupons = listCalls('/admin/coupons', adminCouponSchema);
const packages = listCalls('/admin/package/token', adminTokenPackageSchema);
const listed = { providesTags: ['AdminCatalog' as const] };
const changes = { invalidatesTags: tags };

/** Creator categories, site promos, coupons and token packages in the console (/admin/performer-categories, /admin/site-promos, /admin/coupons, /admin/package/token). */
export const catalogAdminApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    adminCategories: build.query<Paged<Category>, QueryParams>({ query: categories.search, ...listed }),
    saveCategory: build.mutation<Category, { id?: string; body: CategoryInput }>({
      query: categories.save,
      ...changes,
    }),
    deleteCategory: build.mutation<unknown, string>({ query: categories.remove, ...changes }),
    adminPromos: build.query<Paged<Banner>, QueryParams>({ query: promos.search, ...listed }),
    savePromo: build.mutation<Banner, { id?: string; body: PromoInput }>({ query: promos.save, ...changes }),
    deletePromo: build.mutation<unknown, string>({ query: promos.remove, ...changes }),
    adminCoupons: build.query<Paged<AdminCoupon>, QueryParams>({ query: coupons.search, ...listed }),
    saveCoupon: build.mutation<AdminCoupon, { id?: string; body: CouponInput }>({ query: coupons.save, ...changes }),
    deleteCoupon: build.mutation<unknown, string>({ query: coupons.remove, ...changes }),
    adminPackages: build.query<Paged<AdminTokenPackage>, QueryParams>({ query: packages.search, ...listed }),
    savePackage: build.mutation<AdminTokenPackage, { id?: string; body: TokenPackageInput }>({
      query: packages.save,
      ...changes,
    }),
    deletePackage: build.mutation<unknown, string>({ query: packages.remove, ...changes }),
  }),
});

export const {
  useAdminCategoriesQuery,
  useSaveCategoryMutation,
  useDeleteCategoryMutation,
  useAdminPromosQuery,
  useSavePromoMutation,
  useDeletePromoMutation,
  useAdminCouponsQuery,
  useSaveCouponMutation,
  useDeleteCouponMutation,
  useAdminPackagesQuery,
  useSavePackageMutation,
  useDeletePackageMutation,
} = catalogAdminApi;
