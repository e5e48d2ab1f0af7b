'use client';

import { Badge, Button, Group, Image, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  CATALOG_STATUSES,
  type AdminCoupon,
  type AdminTokenPackage,
  type Banner,
  type Category,
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
  filters = [],
  statusView,
  sortBy = 'ordering',
}: {
  /** The list's messages under admin.catalog (title, intro, new, none, deleteTitle, deleteMessage). */
  kind: TableKind;
  /** The status badge of a row (default: active or hidden); null: the list has no status column. */
  statusView?: ((row: T) => StatusView) | null;
  sortBy?: string;
  /** A free-text filter (`q`) first. */
  search?: boolean;
  /** The status filter's choices (labels under admin.catalog.status); null: no status filter. */
  statusChoices?: readonly StatusKey[] | null;
  /** More filters after those. */
  filters?: AdminFilter[];
  useRows: (params: ListApiParams) => AdminRows<T>;
  columns: DataTableColumn<T>[];
  nameOf: (row: T) => string;
  /** The list's delete mutation hook. */
  useDelete: () => readonly [(id: string) => { unwrap: () => Promise<unknown> }, ...unknown[]];
  Editor: (props: { editing: T | null; onClose: () => void }) => React.ReactNode;
}) {
  const t = useTranslations('admin.catalog');
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
    ...filters,
  ];
  const badge =
    statusView === undefined
      ? (r: T): StatusView =>
          r.status === 'active'
            ? { label: t('status.active'), color: 'teal' }
            : { label: t('status.inactive'), color: 'gray' }
      : statusView;
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
          ...columns,
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

const useCategoryRows = (params: ListApiParams) => useAdminCategoriesQuery(params);
const usePromoRows = (params: ListApiParams) => useAdminPromosQuery(params);
const useCouponRows = (params: ListApiParams) => useAdminCouponsQuery(params);
const usePackageRows = (params: ListApiParams) => useAdminPackagesQuery(params);

/** The Catalog section's lists, one tab (and address) each. */
export const CATALOG_TABS = ['categories', 'promos', 'coupons', 'packages'] as const;
export type CatalogKind = (typeof CATALOG_TABS)[number];
/** Every list built with CatalogTable: the catalog's and the site's (pages, menus). */
export type TableKind = CatalogKind | 'pages' | 'menus';
const tabPath = (kind: CatalogKind) =>
  kind === 'categories' ? `${ADMIN_PATH}/catalog` : `${ADMIN_PATH}/catalog/${kind}`;

function CategoriesTable() {
  const t = useTranslations('admin.catalog');
  return (
    <CatalogTable<Category>
      kind="categories"
      useRows={useCategoryRows}
      useDelete={useDeleteCategoryMutation}
      statusChoices={null}
      nameOf={(c) => c.name}
      Editor={CategoryFormModal}
      columns={[
        { accessor: 'name', title: t('fields.name') },
        { accessor: 'slug', title: t('fields.slug'), visibleMediaQuery: from('sm') },
        { accessor: 'ordering', title: t('fields.ordering'), visibleMediaQuery: from('sm') },
      ]}
    />
  );
}

function PromosTable() {
  const t = useTranslations('admin.catalog');
  return (
    <CatalogTable<Banner>
      kind="promos"
      useRows={usePromoRows}
      useDelete={useDeletePromoMutation}
      search={false}
      nameOf={(p) => p.title}
      Editor={PromoFormModal}
      columns={[
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
      ]}
    />
  );
}

function CouponsTable() {
  const t = useTranslations('admin.catalog');
  const f = useFormat();
  return (
    <CatalogTable<AdminCoupon>
      kind="coupons"
      useRows={useCouponRows}
      useDelete={useDeleteCouponMutation}
      nameOf={(c) => c.code}
      Editor={CouponFormModal}
      columns={[
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
      ]}
    />
  );
}

function PackagesTable() {
  const t = useTranslations('admin.catalog');
  const f = useFormat();
  return (
    <CatalogTable<AdminTokenPackage>
      kind="packages"
      useRows={usePackageRows}
      useDelete={useDeletePackageMutation}
      nameOf={(p) => p.name}
      Editor={PackageFormModal}
      columns={[
        { accessor: 'name', title: t('fields.name') },
        { accessor: 'price', title: t('fields.price'), render: (p) => f.money(p.price) },
        { accessor: 'tokens', title: t('fields.tokens'), render: (p) => f.tokens(p.tokens) },
        { accessor: 'ordering', title: t('fields.ordering'), visibleMediaQuery: from('sm') },
      ]}
    />
  );
}

const TABLES: Record<CatalogKind, () => React.ReactNode> = {
  categories: CategoriesTable,
  promos: PromosTable,
  coupons: CouponsTable,
  packages: PackagesTable,
};

/** A console section of several lists: its title, one tab (and address) per list, the current list. */
export function TabbedSection({
  title,
  value,
  tabs,
  children,
}: {
  title: string;
  value: string;
  tabs: { value: string; label: string; href: string }[];
  children: React.ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Title order={2}>{title}</Title>
      <Tabs value={value}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} renderRoot={(props) => <Link {...props} href={tab.href} />}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </Stack>
  );
}

/** The Catalog section: one tab per list (creator categories, site promos, coupons, token packages), every status, with their editors. */
export function CatalogView({ kind }: { kind: CatalogKind }) {
  const t = useTranslations('admin.catalog');
  const Table = TABLES[kind];
  return (
    <TabbedSection
      title={t('title')}
      value={kind}
      tabs={CATALOG_TABS.map((tab) => ({ value: tab, label: t(`${tab}.title`), href: tabPath(tab) }))}
    >
      <Table />
    </TabbedSection>
  );
}
