'use client';

import { Anchor } from '@mantine/core';
import { MENU_SECTIONS, SITE_PAGE_STATUSES } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import type { ListApiParams } from '@/lib/list-query/list-query';
import { from } from './admin-table';
import { catalogList, CatalogSection, type CatalogList } from './catalog-view';
import { MenuFormModal, SitePageFormModal } from './site-forms';
import {
  useAdminMenusQuery,
  useAdminSitePagesQuery,
  useDeleteMenuMutation,
  useDeleteSitePageMutation,
} from './site.api';

export const SITE_TABS = ['pages', 'menus'] as const;
export type SiteKind = (typeof SITE_TABS)[number];

const usePageRows = (params: ListApiParams) => useAdminSitePagesQuery(params);
const useMenuRows = (params: ListApiParams) => useAdminMenusQuery(params);

const LISTS: { [K in SiteKind]: CatalogList<K> } = {
  pages: catalogList(usePageRows, useDeleteSitePageMutation, SitePageFormModal, {
    statusChoices: SITE_PAGE_STATUSES,
    statusView: (p, t) =>
      p.status === 'published'
        ? { label: t('status.published'), color: 'teal' }
        : { label: t('status.draft'), color: 'gray' },
    nameOf: (p) => p.title,
    columns: (t) => [
      { accessor: 'title', title: t('fields.title') },
      {
        accessor: 'slug',
        title: t('fields.address'),
        visibleMediaQuery: from('sm'),
        render: (p) =>
          p.status === 'published' ? (
            <Anchor component={Link} href={`/page/${p.slug}`} size="sm" target="_blank">
              /page/{p.slug}
            </Anchor>
          ) : (
            `/page/${p.slug}`
          ),
      },
      { accessor: 'ordering', title: t('fields.ordering'), visibleMediaQuery: from('sm') },
    ],
  }),
  menus: catalogList(useMenuRows, useDeleteMenuMutation, MenuFormModal, {
    statusChoices: null,
    filters: (t) => [
      {
        key: 'section',
        label: t('fields.section'),
        kind: 'select',
        data: MENU_SECTIONS.map((value) => ({ value, label: t(`sections.${value}`) })),
      },
    ],
    statusView: null,
    nameOf: (m) => m.title,
    columns: (t) => [
      { accessor: 'title', title: t('fields.title') },
      { accessor: 'path', title: t('fields.path'), visibleMediaQuery: from('sm') },
      { accessor: 'section', title: t('fields.section'), render: (m) => t(`sections.${m.section}`) },
      { accessor: 'ordering', title: t('fields.ordering'), visibleMediaQuery: from('sm') },
    ],
  }),
};

/** The Site section (admins): the site's own pages (terms, about…) and its header, main and footer menus. */
export function SiteView({ kind }: { kind: SiteKind }) {
  return <CatalogSection section="site" title="site" tabs={SITE_TABS} lists={LISTS} kind={kind} />;
}
