import {
  adminMenuSchema,
  sitePageSchema,
  type AdminMenu,
  type MenuInput,
  type SitePageInput,
  type SitePageRecord,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import { editableList } from '@/lib/api/endpoint-shapes';
import { catalogListTags } from './catalog.api';

/** Site pages (/admin/posts: terms, about…) and header, main and footer menus (/menus/admin) in the console. */
export const siteAdminApi = appApi.injectEndpoints({
  endpoints: (build) => {
    const pages = editableList<SitePageRecord, SitePageInput>(build, '/admin/posts', sitePageSchema, catalogListTags);
    const menus = editableList<AdminMenu, MenuInput>(build, '/menus/admin', adminMenuSchema, catalogListTags);
    return {
      adminSitePages: pages.search,
      saveSitePage: pages.save,
      deleteSitePage: pages.remove,
      adminMenus: menus.search,
      saveMenu: menus.save,
      deleteMenu: menus.remove,
    };
  },
});

export const {
  useAdminSitePagesQuery,
  useSaveSitePageMutation,
  useDeleteSitePageMutation,
  useAdminMenusQuery,
  useSaveMenuMutation,
  useDeleteMenuMutation,
} = siteAdminApi;
