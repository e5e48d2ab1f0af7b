'use client';

import { Badge, Button, Group, Image, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  CATALOG_STATUSES,
  type AdminCoupon,
  type AdminMenu,
  type AdminTokenPackage,
  type Banner,
  type Category,
  type SitePageRecord,
} from '@fanlane/shared';
import type { DataTableColumn } from 'mantine-datatable';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import type { ListApiParams } from '@/lib/list-query/list-query';
import { ADMIN_PATH } from '@/lib/routes';
import { useFormat } from '@/lib/i18n/use-format';
import { toast } from '@/lib/toast';
import { actionsColumn, RowActions, RowButton } from './admin-columns';
import { AdminTable, from, type AdminFilter, type AdminRows } from './admin-table';
import { CategoryFormModal, CouponFormModal, PackageFormModal, PromoFormModal } from './catalog-forms';
import {
  useAdminCategoriesQuery,
  useAdminCouponsQuery,
  useDeleteCouponMutation,
  useAdminPromosQuery,
  useDeleteCategoryMutation,
  useDeletePromoMutation,
  useAdminPackagesQuery,
  useDeletePackageMutation,
} from './catalog.api';

const PAGE = 20;
type Row = { _id: string; status?: string };
type StatusView = { label: string; color: string };
type StatusKey = 'active' | 'inactive' | 'draft' | 'published';
/** The messages under admin.catalog, which the lists' columns and filters are labelled with. */
type CatalogText = ReturnType<typeof useTranslations<'admin.catalog'>>;

/** The row of each list built with CatalogTable: the catalog's and the site's (pages, menus). */
export interface TableRows {
  categories: Category;
  promos: Banner;
  coupons: AdminCoupon;
  packages: AdminTokenPackage;
  pages: SitePageRecord;
  menus: AdminMenu;
}
export type TableKind = keyof TableRows;

interface CatalogTableProps<T extends Row> {
  /** The list's messages under admin.catalog (title, intro, new, none, deleteTitle, deleteMessage). */
  kind: TableKind;
  /** The status badge of a row (default: active or hidden); null: the list has no status column. */
  statusView?: ((row: T, t: CatalogText) => StatusView) | null;
  sortBy?: string;
  /** A free-text filter (`q`) first. */
  search?: boolean;
  /** The status filter's choices (labels under admin.catalog.status); null: no status filter. */
  statusChoices?: readonly StatusKey[] | null;
  /** More filters after those. */
  filters?: (t: CatalogText) => AdminFilter[];
  useRows: (params: ListApiParams) => AdminRows<T>;
  /** The list's own columns (before its status and its edit and delete buttons). */
  columns: (t: CatalogText, f: ReturnType<typeof useFormat>) => DataTableColumn<T>[];
  nameOf: (row: T) => string;
  /** The list's delete mutation hook. */
  useDelete: () => readonly [(id: string) => { unwrap: () => Promise<unknown> }, ...unknown[]];
  Editor: (props: { editing: T | null; onClose: () => void }) => React.ReactNode;
}

/** One list of a console section: everything CatalogTable takes but the kind, which is its key in the section. */
type ListProps<T extends Row> = Omit<CatalogTableProps<T>, 'kind'>;
export type CatalogList<K extends TableKind> = ListProps<TableRows[K]>;

/** A list of the rows `useRows` reads, that `Editor` edits and `useDelete` deletes; `layout` names the rows and sets out the table. */
export function catalogList<T extends Row>(
  useRows: ListProps<T>['useRows'],
  useDelete: ListProps<T>['useDelete'],
  Editor: ListProps<T>['Editor'],
  layout: Omit<ListProps<T>, 'useRows' | 'useDelete' | 'Editor'>,
): ListProps<T> {
  return { useRows, useDelete, Editor, ...layout };
}

/** One catalog list: a table with edit and delete on each row, its "new" button, its editor and delete confirmation. */
export function CatalogTable<T extends Row>({
  kind,
  useRows,
  columns,
  nameOf,
  useDelete,
  Editor,
  search = true,
  statusChoices = CATALOG_STATUSES,
  filters,
  statusView,
  sortBy = 'ordering',
}: CatalogTableProps<T>) {
  const t = useTranslations('admin.catalog');
  const f = useFormat();
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [remove] = useDelete();
  const allFilters: AdminFilter[] = [
    ...(search ? [{ key: 'q', label: t('search') }] : []),
    ...(statusChoices
      ? [
          {
            key: 'status',
            label: t('fields.status'),
            kind: 'select' as const,
            data: statusChoices.map((value) => ({ value, label: t(`status.${value}`) })),
          },
        ]
      : []),
    ...(filters?.(t) ?? []),
  ];
  const badge =
    statusView === undefined
      ? (r: T): StatusView =>
          r.status === 'active'
            ? { label: t('status.active'), color: 'teal' }
            : { label: t('status.inactive'), color: 'gray' }
      : statusView && ((r: T) => statusView(r, t));
  const statusColumns: DataTableColumn<T>[] = badge
    ? [
        {
          accessor: 'status',
          title: t('fields.status'),
          noWrap: true,
          render: (r) => (
            <Badge variant="light" color={badge(r).color}>
              {badge(r).label}
            </Badge>
          ),
        },
      ]
    : [];
  return (
    <Stack gap="sm" data-testid={`catalog-${kind}`}>
      <Group justify="space-between">
        <Title order={3}>{t(`${kind}.title`)}</Title>
        <Button size="xs" radius="xl" onClick={() => setEditing(null)} data-testid={`catalog-${kind}-new`}>
          {t(`${kind}.new`)}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`${kind}.intro`)}
      </Text>
      <AdminTable<T>
        defaults={{ pageSize: PAGE, sortBy, sort: 'asc' }}
        useRows={useRows}
        filters={allFilters}
        noRecordsText={t(`${kind}.none`)}
        columns={[
          ...columns(t, f),
          ...statusColumns,
          actionsColumn((r) => (
            <RowActions>
              <RowButton onClick={() => setEditing(r)} aria-label={t('editOf', { name: nameOf(r) })}>
                {t('edit')}
              </RowButton>
              <RowButton color="red" onClick={() => setDeleting(r)} aria-label={t('deleteOf', { name: nameOf(r) })}>
                {t('delete')}
              </RowButton>
            </RowActions>
          )),
        ]}
      />
      {editing !== undefined && <Editor editing={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t(`${kind}.deleteTitle`)}
        message={deleting ? t(`${kind}.deleteMessage`, { name: nameOf(deleting) }) : ''}
        confirmLabel={t('delete')}
        keepLabel={t('keep')}
        onConfirm={async () => {
          if (!deleting) return;
          await remove(deleting._id).unwrap();
          toast.success(t('deleted', { name: nameOf(deleting) }));
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

/**
 * A console section of CatalogTable lists (the Catalog, the Site): its title, one tab per list, the
 * current list. The first list is at the section's address, the others at `<section>/<kind>`.
 */
export function CatalogSection<K extends TableKind>({
  section,
  title,
  tabs,
  lists,
  kind,
}: {
  section: 'catalog' | 'site';
  /** The section's title under admin.catalog. */
  title: 'title' | 'site';
  tabs: readonly K[];
  lists: { [P in K]: CatalogList<P> };
  kind: K;
}) {
  const t = useTranslations('admin.catalog');
  const href = (tab: TableKind) => (tab === tabs[0] ? `${ADMIN_PATH}/${section}` : `${ADMIN_PATH}/${section}/${tab}`);
  return (
    <Stack gap="lg">
      <Title order={2}>{t(title)}</Title>
      <Tabs value={kind}>
        <Tabs.List>
          {tabs.map((tab: TableKind) => (
            <Tabs.Tab key={tab} value={tab} renderRoot={(props) => <Link {...props} href={href(tab)} />}>
              {t(`${tab}.title`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <CatalogTable<TableRows[K]> key={kind} kind={kind} {...lists[kind]} />
    </Stack>
  );
}

const useCategoryRows = (params: ListApiParams) => useAdminCategoriesQuery(params);
const usePromoRows = (params: ListApiParams) => useAdminPromosQuery(params);
const useCouponRows = (params: ListApiParams) => useAdminCouponsQuery(params);
const usePackageRows = (params: ListApiParams) => useAdminPackagesQuery(params);

/** The Catalog section's lists, one tab (and address) each. */
export const CATALOG_TABS = ['categories', 'promos', 'coupons', 'packages'] as const;
export type CatalogKind = (typeof CATALOG_TABS)[number];

const LISTS: { [K in CatalogKind]: CatalogList<K> } = {
  categories: catalogList(useCategoryRows, useDeleteCategoryMutation, CategoryFormModal, {
    statusChoices: null,
    nameOf: (c) => c.name,
    columns: (t) => [
      { accessor: 'name', title: t('fields.name') },
      { accessor: 'slug', title: t('fields.slug'), visibleMediaQuery: from('sm') },
      { accessor: 'ordering', title: t('fields.ordering'), visibleMediaQuery: from('sm') },
    ],
  }),
  promos: catalogList(usePromoRows, useDeletePromoMutation, PromoFormModal, {
    search: false,
    nameOf: (p) => p.title,
    columns: (t) => [
      {
        accessor: 'photo',
        title: t('fields.picture'),
        render: (p) =>
          p.photo ? (
            <Image src={p.photo.thumbnails[0] || p.photo.url} alt="" h={32} w={56} fit="cover" radius="sm" />
          ) : (
            '—'
          ),
      },
      { accessor: 'title', title: t('fields.title') },
      {
        accessor: 'position',
        title: t('fields.position'),
        visibleMediaQuery: from('sm'),
        render: (p) => t(`positions.${p.position as 'top'}`),
      },
      { accessor: 'link', title: t('fields.link'), visibleMediaQuery: from('sm') },
    ],
  }),
  coupons: catalogList(useCouponRows, useDeleteCouponMutation, CouponFormModal, {
    nameOf: (c) => c.code,
    columns: (t, f) => [
      { accessor: 'code', title: t('fields.code') },
      {
        accessor: 'value',
        title: t('fields.off'),
        noWrap: true,
        render: (c) => `${f.number(Math.round(c.value * 10000) / 100)}\u00a0%`,
      },
      {
        accessor: 'numberOfUses',
        title: t('fields.uses'),
        visibleMediaQuery: from('sm'),
        render: (c) => (c.maxUses ? `${c.numberOfUses} / ${c.maxUses}` : String(c.numberOfUses)),
      },
      {
        accessor: 'expiredDate',
        title: t('fields.expiredDate'),
        visibleMediaQuery: from('sm'),
        render: (c) => c.expiredDate ?? t('noEnd'),
      },
    ],
  }),
  packages: catalogList(usePackageRows, useDeletePackageMutation, PackageFormModal, {
    nameOf: (p) => p.name,
    columns: (t, f) => [
      { accessor: 'name', title: t('fields.name') },
      { accessor: 'price', title: t('fields.price'), render: (p) => f.money(p.price) },
      { accessor: 'tokens', title: t('fields.tokens'), render: (p) => f.tokens(p.tokens) },
      { accessor: 'ordering', title: t('fields.ordering'), visibleMediaQuery: from('sm') },
    ],
  }),
};

/** The Catalog section: one tab per list (creator categories, site promos, coupons, token packages), every status, with their editors. */
export function CatalogView({ kind }: { kind: CatalogKind }) {
  return <CatalogSection section="catalog" title="title" tabs={CATALOG_TABS} lists={LISTS} kind={kind} />;
}
