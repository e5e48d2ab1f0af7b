import type { z } from 'zod';
import {
  adminCouponSchema,
  adminTokenPackageSchema,
  type AdminTokenPackage,
  type TokenPackageInput,
  bannerSchema,
  categorySchema,
  type AdminCoupon,
  type Banner,
  type Category,
  type CategoryInput,
  type CouponInput,
  type PromoInput,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import { editableList } from '@/lib/api/endpoint-shapes';

/** What the console's catalog and site lists provide and what their saves and deletes invalidate. */
export const catalogListTags = { provides: ['AdminCatalog'], invalidates: ['AdminCatalog', 'AdminAudit'] } as const;

/** Creator categories, site promos, coupons and token packages in the console (/admin/performer-categories, /admin/site-promos, /admin/coupons, /admin/package/token). */
export const catalogAdminApi = appApi.injectEndpoints({
  endpoints: (build) => {
    const list = <T, Input>(base: string, schema: z.ZodType<T>) =>
      editableList<T, Input>(build, base, schema, catalogListTags);
    const categories = list<Category, CategoryInput>('/admin/performer-categories', categorySchema);
    const promos = list<Banner, PromoInput>('/admin/site-promos', bannerSchema);
    const coupons = list<AdminCoupon, CouponInput>('/admin/coupons', adminCouponSchema);
    const packages = list<AdminTokenPackage, TokenPackageInput>('/admin/package/token', adminTokenPackageSchema);
    return {
      adminCategories: categories.search,
      saveCategory: categories.save,
      deleteCategory: categories.remove,
      adminPromos: promos.search,
      savePromo: promos.save,
      deletePromo: promos.remove,
      adminCoupons: coupons.search,
      saveCoupon: coupons.save,
      deleteCoupon: coupons.remove,
      adminPackages: packages.search,
      savePackage: packages.save,
      deletePackage: packages.remove,
    };
  },
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
