'use client';

import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { Feed } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CardList } from '@/lib/ui/data-list';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { NoteIcon } from '@/features/layout/icons';
import { StudioFilters } from '@/features/studio/studio-filters';
import { NewItemButton, StudioEmpty } from '@/features/studio/studio-list';
import { ListPagination } from '@/lib/list-query/list-pagination';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { NEW_POST_PATH } from '@/lib/routes';
import { ListHeading } from '@/lib/ui/list-heading';
import Link from '@/lib/ui/link';
import { ConfirmDeletePost } from './confirm-delete';
import { toFeedPage } from './feed-view';
import { OwnPostRow } from './own-post-row';

const PAGE_SIZE = 10;

/** The kinds a creator filters by; labels under `feeds.own.filters.<value>`. */
const TYPE_FILTERS = ['all', 'text', 'photo', 'video', 'audio'] as const;

/**
 * /creator/posts: the creator's own posts (GET /performer/feeds), searchable and filtered by kind,
 * paged in the address (useListQuery), with edit and delete (after a confirmation).
 */
export function CreatorPostsView() {
  const t = useTranslations('feeds.own');
  const c = useTranslations('common');
  const list = useListQuery({ pageSize: PAGE_SIZE });
  const type = typeof list.filters.type === 'string' && list.filters.type ? list.filters.type : 'all';
  const q = typeof list.filters.q === 'string' ? list.filters.q : '';
  const [deleting, setDeleting] = useState<Feed | null>(null);
  const { sort: _sort, sortBy: _sortBy, ...query } = list.apiParams;
  const state = useAssetPage<Feed>('/performer/feeds', query, { parse: toFeedPage });
  const load = () => void state.reload();

  const pages = Math.max(1, Math.ceil(state.total / list.pageSize));
  const filtered = type !== 'all' || q !== '';

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <ListHeading
        title={t('title')}
        count={t('count', { count: state.total })}
        loading={state.loading && state.items.length === 0}
        testId="own-posts-total"
        action={<NewItemButton href={NEW_POST_PATH}>{t('new')}</NewItemButton>}
      />

      <StudioFilters
        q={q}
        onSearch={(value) => list.setFilters({ q: value })}
        placeholder={t('searchPlaceholder')}
        searchLabel={t('searchLabel')}
        choice={type}
        choices={TYPE_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
        choiceLabel={t('kind')}
        onChoice={(value) => list.setFilters({ type: value === 'all' ? '' : value })}
      />

      {state.error ? (
        <Alert color="red" variant="light" role="alert">
          {state.error}{' '}
          <Button size="compact-xs" variant="subtle" color="red" onClick={load}>
            {c('retry')}
          </Button>
        </Alert>
      ) : null}

      {state.loading && state.items.length === 0 ? (
        <Stack gap="sm" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={96} radius="md" />
          ))}
        </Stack>
      ) : state.items.length === 0 && !state.error ? (
        <StudioEmpty
          icon={<NoteIcon size={28} />}
          title={filtered ? t('noMatch') : t('empty')}
          description={filtered ? t('noMatchHint') : t('emptyHint')}
          testId="own-posts-empty"
          action={
            filtered ? null : (
              <Button component={Link} href={NEW_POST_PATH} radius="xl">
                {t('write')}
              </Button>
            )
          }
        />
      ) : (
        <CardList gap="sm" loading={state.loading} label={t('title')}>
          {state.items.map((feed) => (
            <OwnPostRow key={feed._id} feed={feed} onDelete={setDeleting} />
          ))}
        </CardList>
      )}

      <ListPagination pages={pages} page={list.current} onPage={(page) => list.setPage(page)} />

      <ConfirmDeletePost
        feedId={deleting?._id ?? ''}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          if (state.items.length === 1 && list.current > 1) list.setPage(list.current - 1);
          else load();
        }}
      />
    </Stack>
  );
}
