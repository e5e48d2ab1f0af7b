import {
  adminCouponSchema,
  bannerSchema,
  categoryInputSchema,
  categorySchema,
  couponInputSchema,
  listQuerySchema,
  optionalText,
  promoInputSchema,
  adminTokenPackageSchema,
  tokenPackageInputSchema,
} from '@fanlane/shared';
import type { Routes } from '../../http/types.js';
import { adminCrudRoutes } from '../admin/admin-crud.js';
import type { CatalogAdminService } from './catalog-admin.service.js';
import type { CouponsAdminService } from './coupons-admin.service.js';
import type { TokenPackagesAdminService } from './token-packages-admin.service.js';

const withStatus = listQuerySchema.extend({ status: optionalText });

/** Operators manage creator categories, site promos and coupons (issue #18 Catalog; `catalog` permission, audited). */
export const catalogAdminRoutes: Routes<{
  catalogAdmin: CatalogAdminService;
  coupons: CouponsAdminService;
  tokenPackages: TokenPackagesAdminService;
}> = async (app, { catalogAdmin, coupons, tokenPackages }) => {
  adminCrudRoutes(app, {
    path: '/admin/performer-categories',
    permission: 'catalog',
    query: listQuerySchema,
    input: categoryInputSchema,
    output: categorySchema,
    summaries: {
      search: 'Every creator category (active and inactive), by ordering; q searches name and slug',
      create: 'Create a creator category (slug unique: 422 when taken); audited',
      update: 'Update a creator category (inactive: no longer listed nor pickable); audited',
      delete: 'Delete a creator category (creators who picked it lose it); audited',
    },
    search: catalogAdmin.categories,
    create: catalogAdmin.createCategory,
    update: catalogAdmin.updateCategory,
    remove: catalogAdmin.deleteCategory,
  });
  adminCrudRoutes(app, {
    path: '/admin/site-promos',
    permission: 'catalog',
    query: withStatus,
    input: promoInputSchema,
    output: bannerSchema,
    summaries: {
      search: 'Every site promo (filter status), by ordering then newest',
      create: 'Create a site promo (active ones appear in GET /site-promo/search); audited',
      update: 'Update a site promo; audited',
      delete: 'Delete a site promo; audited',
    },
    search: catalogAdmin.promos,
    create: catalogAdmin.createPromo,
    update: catalogAdmin.updatePromo,
    remove: catalogAdmin.deletePromo,
  });
  adminCrudRoutes(app, {
    path: '/admin/coupons',
    permission: 'catalog',
    query: withStatus,
    input: couponInputSchema,
    output: adminCouponSchema,
    summaries: {
      search: 'Every coupon (filter status, q searches the code), newest first',
      create: 'Create a coupon (code unique: 422 when taken; value the fraction off, expiry date, most uses); audited',
      update: 'Edit a coupon or deactivate it (status inactive: fans can no longer apply it); audited',
      delete: 'Delete a coupon no fan has used (422 once used: deactivate it); audited',
    },
    search: coupons.search,
    create: coupons.create,
    update: coupons.update,
    remove: coupons.remove,
  });
  adminCrudRoutes(app, {
    path: '/admin/package/token',
    permission: 'catalog',
    query: withStatus,
    input: tokenPackageInputSchema,
    output: adminTokenPackageSchema,
    summaries: {
      search: 'Every token package (filter status, q searches the name), by ordering',
      create:
        'Create a token package: a price and the tokens it buys (active ones appear in GET /package/token/search); audited',
      update: 'Edit a token package or deactivate it (fans no longer see nor buy it); audited',
      delete: 'Delete a token package (payments keep its name and price); audited',
    },
    search: tokenPackages.search,
    create: tokenPackages.create,
    update: tokenPackages.update,
    remove: tokenPackages.remove,
  });
};
