'use client';

import { Anchor } from '@mantine/core';
import { MENU_SECTIONS, SITE_PAGE_STATUSES, type AdminMenu, type SitePageRecord } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import type { ListApiParams } from '@/lib/list-query/list-query';
import { ADMIN_PATH } from '@/lib/routes';
import { from } from './admin-table';
import { CatalogTable, TabbedSection } from './catalog-view';
import { MenuFormModal, SitePageFormModal } from './site-forms';
import {
  useAdminMenusQuery,
  useAdminSitePagesQuery,
  useDeleteMenuMutation,
  useDeleteSitePageMutation,
} from './site.api';

export const SITE_TABS = ['pages', 'menus'] as const;
export type SiteKind = (typeof SITE_TABS)[number];
const tabPath = (kind: SiteKind) => (kind === 'pages' ? `${ADMIN_PATH}/site` : `${ADMIN_PATH}/site/${kind}`);

const usePageRows = (params: ListApiParams) => useAdminSitePagesQuery(params);
const useMenuRows = (params: ListApiParams) => useAdminMenusQuery(params);

function PagesTable() {
  const t = useTranslations('admin.catalog');
  return (
    <CatalogTable<SitePageRecord>
      kind="pages"
      useRows={usePageRows}
      useDelete={useDeleteSitePageMutation}
      statusChoices={SITE_PAGE_STATUSES}
      statusView={(p) =>
        p.status === 'published'
          ? { label: t('status.published'), color: 'teal' }
          : { label: t('status.draft'), color: 'gray' }
      }
      nameOf={(p) => p.title}
      Editor={SitePageFormModal}
      columns={[
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
      ]}
    />
  );
}

function MenusTable() {
  const t = useTranslations('admin.catalog');
  const sections = MENU_SECTIONS.map((value) => ({ value, label: t(`sections.${value}`) }));
  return (
    <CatalogTable<AdminMenu>
      kind="menus"
      useRows={useMenuRows}
      useDelete={useDeleteMenuMutation}
      statusChoices={null}
      filters={[{ key: 'section', label: t('fields.section'), kind: 'select', data: sections }]}
      statusView={null}
      nameOf={(m) => m.title}
      Editor={MenuFormModal}
      columns={[
        { accessor: 'title', title: t('fields.title') },
        { accessor: 'path', title: t('fields.path'), visibleMediaQuery: from('sm') },
        { accessor: 'section', title: t('fields.section'), render: (m) => t(`sections.${m.section}`) },
        { accessor: 'ordering', title: t('fields.ordering'), visibleMediaQuery: from('sm') },
      ]}
    />
  );
}

const TABLES: Record<SiteKind, () => React.ReactNode> = { pages: PagesTable, menus: MenusTable };

/** The Site section (admins): the site's own pages (terms, about…) and its header, main and footer menus. */
export function SiteView({ kind }: { kind: SiteKind }) {
  const t = useTranslations('admin.catalog');
  const Table = TABLES[kind];
  return (
    <TabbedSection
      title={t('site')}
      value={kind}
      tabs={SITE_TABS.map((tab) => ({ value: tab, label: t(`${tab}.title`), href: tabPath(tab) }))}
    >
      <Table />
    </TabbedSection>
  );
}
