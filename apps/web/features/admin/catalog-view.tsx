'use client';

import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Banner, Category } from '@fanlane/shared';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { toast } from '@/lib/toast';
import { CategoryFormModal, PromoFormModal } from './catalog-forms';
import {
  useAdminCategoriesQuery,
  useAdminPromosQuery,
  useDeleteCategoryMutation,
  useDeletePromoMutation,
} from './catalog.api';

const PAGE = 20;
type Row = { _id: string; status: string };

/** One catalog list: a table with edit and delete on each row, its "new" button, its editor and delete confirmation. */
function CatalogTable<T extends Row>({
  kind,
  useRows,
  columns,
  nameOf,
  remove,
  Editor,
}: {
  kind: 'categories' | 'promos';
  useRows: (page: number) => { data?: { data: T[]; total: number }; isFetching: boolean };
  columns: DataTableColumn<T>[];
  nameOf: (row: T) => string;
  remove: (id: string) => Promise<unknown>;
  Editor: (props: { editing: T | null; onClose: () => void }) => React.ReactNode;
}) {
  const t = useTranslations('admin.catalog');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useRows(page);
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
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
      <DataTable
        withTableBorder
        borderRadius="md"
        striped
        minHeight={160}
        fetching={isFetching}
        records={data?.data ?? []}
        idAccessor="_id"
        totalRecords={data?.total ?? 0}
        recordsPerPage={PAGE}
        page={page}
        onPageChange={setPage}
        noRecordsText={t(`${kind}.none`)}
        columns={[
          ...columns,
          {
            accessor: 'status',
            title: t('fields.status'),
            render: (r) => (
              <Badge variant="light" color={r.status === 'active' ? 'teal' : 'gray'}>
                {t(`status.${r.status === 'active' ? 'active' : 'inactive'}`)}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (r) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setEditing(r)}
                  aria-label={t('editOf', { name: nameOf(r) })}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => setDeleting(r)}
                  aria-label={t('deleteOf', { name: nameOf(r) })}
                >
                  {t('delete')}
                </Button>
              </Group>
            ),
          },
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
          await remove(deleting._id);
          toast.success(t('deleted', { name: nameOf(deleting) }));
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

const pageQuery = (page: number) => ({ limit: PAGE, offset: (page - 1) * PAGE });
const useCategoryRows = (page: number) => useAdminCategoriesQuery(pageQuery(page));
const usePromoRows = (page: number) => useAdminPromosQuery(pageQuery(page));

/** The Catalog section: creator categories and site promos, every status, with their editors. */
export function CatalogView() {
  const t = useTranslations('admin.catalog');
  const [deleteCategory] = useDeleteCategoryMutation();
  const [deletePromo] = useDeletePromoMutation();
  const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
  return (
    <Stack gap="xl">
      <Title order={2}>{t('title')}</Title>
      <CatalogTable<Category>
        kind="categories"
        useRows={useCategoryRows}
        nameOf={(c) => c.name}
        remove={(id) => deleteCategory(id).unwrap()}
        Editor={CategoryFormModal}
        columns={[
          { accessor: 'name', title: t('fields.name') },
          { accessor: 'slug', title: t('fields.slug'), visibleMediaQuery: wide },
          { accessor: 'ordering', title: t('fields.ordering'), visibleMediaQuery: wide },
        ]}
      />
      <CatalogTable<Banner>
        kind="promos"
        useRows={usePromoRows}
        nameOf={(p) => p.title}
        remove={(id) => deletePromo(id).unwrap()}
        Editor={PromoFormModal}
        columns={[
          { accessor: 'title', title: t('fields.title') },
          {
            accessor: 'position',
            title: t('fields.position'),
            visibleMediaQuery: wide,
            render: (p) => t(`positions.${p.position as 'top'}`),
          },
          { accessor: 'link', title: t('fields.link'), visibleMediaQuery: wide },
        ]}
      />
    </Stack>
  );
}
