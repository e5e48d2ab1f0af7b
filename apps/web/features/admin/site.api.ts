import {
  adminMenuSchema,
  sitePageSchema,
  type AdminMenu,
  type MenuInput,
  type Paged,
  type SitePageInput,
  type SitePageRecord,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import type { QueryParams } from '@/lib/api/query';
import { listCalls } from './catalog.api';

const pages = listCalls('/admin/posts', sitePageSchema);
const menus = listCalls('/menus/admin', adminMenuSchema);
const listed = { providesTags: ['AdminCatalog' as const] };
const changes = { invalidatesTags: ['AdminCatalog' as const, 'AdminAudit' as const] };

/** Site pages (/admin/posts: terms, about…) and header, main and footer menus (/menus/admin) in the console. */
export const siteAdminApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    adminSitePages: build.query<Paged<SitePageRecord>, QueryParams>({ query: pages.search, ...listed }),
    saveSitePage: build.mutation<SitePageRecord, { id?: string; body: SitePageInput }>({
      query: pages.save,
      ...changes,
    }),
    deleteSitePage: build.mutation<unknown, string>({ query: pages.remove, ...changes }),
    adminMenus: build.query<Paged<AdminMenu>, QueryParams>({ query: menus.search, ...listed }),
    saveMenu: build.mutation<AdminMenu, { id?: string; body: MenuInput }>({ query: menus.save, ...changes }),
    deleteMenu: build.mutation<unknown, string>({ query: menus.remove, ...changes }),
  }),
});

export const {
  useAdminSitePagesQuery,
  useSaveSitePageMutation,
  useDeleteSitePageMutation,
  useAdminMenusQuery,
  useSaveMenuMutation,
  useDeleteMenuMutation,
} = siteAdminApi;
