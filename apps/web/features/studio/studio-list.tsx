'use client';

import { Button, EmptyState, Paper, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { AssetGrid } from '@/features/assets/asset-grid';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { pagedGridProps } from '@/features/assets/paged-grid';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { PlusIcon } from '@/features/layout/icons';
import { useApi } from '@/lib/api/api-context';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { toast } from '@/lib/toast';
import Link from '@/lib/ui/link';
import { StudioFilters } from './studio-filters';
import { StudioHeader } from './studio-header';
import { STUDIO_LISTS, type StudioListKind, type StudioListName } from './studio-lists';

/**
 * The state of a studio list page: the page of items (searchable, by one row of choices, paged in
 * the address), whether a search or choice narrows it, and the item being deleted.
 */
export function useStudioList<T extends { _id: string }>(name: StudioListName) {
  const kind: StudioListKind = STUDIO_LISTS[name];
  const list = useListQuery({ pageSize: kind.page.size });
  const chosen = list.filters[kind.choice.key];
  const choice = typeof chosen === 'string' && chosen ? chosen : 'all';
  const q = typeof list.filters.q === 'string' ? list.filters.q : '';
  // `saved` is the editor's "just saved" mark in the address, not a filter of the list.
  const { saved: _saved, ...withoutSaved } = list.apiParams;
  const page = useAssetPage<T>(kind.api.list, kind.page.dropSaved ? withoutSaved : list.apiParams);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    name,
    kind,
    list,
    page,
    choice,
    q,
    filtered: choice !== 'all' || q !== '',
    deleting,
    setDeleting,
    /** After a delete: back one page when the last item of a later page went, else this page again. */
    afterDelete: () => {
      if (page.items.length === 1 && list.current > 1) list.setPage(list.current - 1);
      else void page.reload({ quiet: true });
    },
  };
}

export type StudioList<T extends { _id: string }> = ReturnType<typeof useStudioList<T>>;

/** The main action of a studio list: a new item, on its own page (`href`) or in a dialog. */
export function NewItemButton({
  href,
  onClick,
  testId,
  children,
}: {
  href?: string;
  onClick?: () => void;
  testId?: string;
  children: ReactNode;
}) {
  const common = { radius: 'xl', leftSection: <PlusIcon size={16} />, 'data-testid': testId } as const;
  return href ? (
    <Button component={Link} href={href} {...common}>
      {children}
    </Button>
  ) : (
    <Button {...common} onClick={onClick}>
      {children}
    </Button>
  );
}

/** A studio list with nothing to show: what to do next, or that the search found nothing. */
export function StudioEmpty({
  icon,
  title,
  description,
  testId,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  testId: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <EmptyState variant="light" icon={icon} title={title} description={description} py="xl" data-testid={testId}>
        {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
      </EmptyState>
    </Paper>
  );
}

/**
 * A creator's studio list page (its grid in STUDIO_LISTS, its words under `studio.lists.<name>`):
 * the header with the count and the main action, the search and choices, the paged grid (or the
 * empty state) and the delete confirmation. Test ids: `own-<many>-total`, `own-<many>-empty`.
 */
export function StudioListPage<T extends { _id: string }>({
  studio,
  onCreate,
  intro,
  render,
  removeMessage,
  children,
}: {
  studio: StudioList<T>;
  /** Opens the dialog that makes a new item, where the kind makes it in a dialog. */
  onCreate?: () => void;
  /** Between the header and the search (e.g. an upload form). */
  intro?: ReactNode;
  render: (item: T) => ReactNode;
  /** The delete dialog's message about the item being deleted. */
  removeMessage: string;
  /** Dialogs of the page (an editor). */
  children?: ReactNode;
}) {
  const api = useApi();
  const t = useTranslations(`studio.lists.${studio.name}`);
  const common = useTranslations('common');
  const { kind, list, page, deleting, setDeleting, filtered } = studio;
  const { one, many, choice, empty } = kind;
  // Only products have choices of their own (`choices.<value>`); the others filter by status.
  const choices = (choice as { options?: readonly string[] }).options?.map((value) => ({
    value,
    label: t(`choices.${value}` as never),
  }));
  const EmptyIcon = empty.icon;
  // The main action (a new item), also offered by the empty state.
  const action = kind.create ? (
    <NewItemButton href={kind.create.href} onClick={onCreate} testId={`new-${one}`}>
      {t('create' as never)}
    </NewItemButton>
  ) : null;
  return (
    <Stack gap="lg" maw={kind.page.maw} mx="auto" w="100%">
      <StudioHeader
        title={t('title')}
        subtitle={page.loaded ? t('count', { count: page.total }) : common('loading')}
        action={action}
        testId={`own-${many}-total`}
      />
      {intro}
      <StudioFilters
        q={studio.q}
        onSearch={(value) => list.setFilters({ q: value })}
        placeholder={t('search')}
        choice={studio.choice}
        choices={choices}
        choiceLabel={choices ? t('choiceLabel' as never) : undefined}
        onChoice={(value) => list.setFilters({ [choice.key]: value === 'all' ? '' : value })}
      />
      <AssetGrid
        {...pagedGridProps(page, list)}
        {...kind.grid}
        label={t('grid')}
        render={render}
        empty={
          <StudioEmpty
            icon={<EmptyIcon size={28} />}
            title={filtered ? t('noMatch') : t('emptyTitle')}
            description={filtered ? t('tryAnother') : t('emptyDescription')}
            testId={`own-${many}-empty`}
            action={filtered ? null : action}
          />
        }
      />
      {children}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteTitle')}
        message={removeMessage}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.del(`${kind.api.item}/${encodeURIComponent(deleting._id)}`);
          toast.success(t('deleted'));
          studio.afterDelete();
        }}
      />
    </Stack>
  );
}
