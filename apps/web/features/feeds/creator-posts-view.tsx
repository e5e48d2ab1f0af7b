'use client';

import { Alert, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { feedCardThumbnail, type Feed } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { StatCount } from '@/features/assets/asset-card';
import { CardList } from '@/lib/ui/data-list';
import { scheduledLater } from '@/features/assets/asset-view';
import { useAssetPage } from '@/features/assets/use-asset-page';
import {
  CommentIcon,
  HeartIcon,
  ImageIcon,
  MusicIcon,
  NoteIcon,
  PinIcon,
  PollIcon,
  VideoIcon,
} from '@/features/layout/icons';
import { StudioFilters } from '@/features/studio/studio-filters';
import { StudioRowBody } from '@/features/studio/studio-card';
import { NewItemButton, StudioEmpty } from '@/features/studio/studio-list';
import { FlagBadges, accessFlag, scheduledFlag } from '@/features/studio/status-badges';
import { ListPagination } from '@/lib/list-query/list-pagination';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { NEW_POST_PATH, editPostPath } from '@/lib/routes';
import Link from '@/lib/ui/link';
import { ConfirmDeletePost } from './confirm-delete';
import { postPath, toFeedPage } from './feed-view';
import { TimeAgo } from './time-ago';

const PAGE_SIZE = 10;

/** The kinds a creator filters by; labels under `feeds.own.filters.<value>`. */
const TYPE_FILTERS = ['all', 'text', 'photo', 'video', 'audio'] as const;

const TYPE_ICONS = { text: NoteIcon, photo: ImageIcon, video: VideoIcon, audio: MusicIcon } as const;

function PostRow({ feed, onDelete }: { feed: Feed; onDelete: (feed: Feed) => void }) {
  const t = useTranslations('feeds.own');
  const thumb = feedCardThumbnail(feed);
  const Icon = TYPE_ICONS[feed.type as keyof typeof TYPE_ICONS] ?? NoteIcon;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="own-post">
      <StudioRowBody
        media={
          <Box
            w={72}
            h={72}
            style={{
              flexShrink: 0,
              borderRadius: 'var(--mantine-radius-md)',
              overflow: 'hidden',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))',
              color: 'var(--mantine-color-dimmed)',
            }}
          >
            {thumb ? (
              <img src={thumb} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <Icon size={26} />
            )}
          </Box>
        }
        actions={{
          name: 'post',
          kind: 'post',
          viewHref: postPath(feed),
          edit: editPostPath(feed._id),
          onDelete: () => onDelete(feed),
        }}
      >
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {feed.text}
        </Text>
        <Group gap={6}>
          <FlagBadges
            flags={[
              {
                variant: 'default',
                icon: <Icon size={12} />,
                label:
                  feed.type === 'photo' && feed.files.length > 1
                    ? t('photos', { count: feed.files.length })
                    : feed.type in TYPE_ICONS
                      ? t(`types.${feed.type as keyof typeof TYPE_ICONS}`)
                      : feed.type,
              },
              accessFlag(feed),
              { show: feed.polls.length > 0, color: 'grape', icon: <PollIcon size={12} />, label: t('poll') },
              { show: feed.isPinned, color: 'blue', icon: <PinIcon size={12} />, label: t('pinned') },
              scheduledFlag(scheduledLater({ isSchedule: feed.isSchedule, scheduledAt: feed.scheduleAt })),
              { show: feed.status === 'inactive', color: 'gray', label: t('hidden') },
              { show: feed.files.some((f) => f.status === 'processing'), color: 'cyan', label: t('processing') },
              { show: feed.files.some((f) => f.status === 'error'), color: 'red', label: t('fileError') },
            ]}
          />
        </Group>
        <Group gap="md">
          <Text size="xs" c="dimmed">
            <TimeAgo iso={feed.createdAt} />
          </Text>
          <StatCount c="dimmed" icon={<HeartIcon size={12} />} value={feed.totalLike} />
          <StatCount c="dimmed" icon={<CommentIcon size={12} />} value={feed.totalComment} />
        </Group>
      </StudioRowBody>
    </Paper>
  );
}

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
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={28}>
            {t('title')}
          </Title>
          <Text c="dimmed" aria-live="polite" data-testid="own-posts-total">
            {state.loading && state.items.length === 0 ? c('loading') : t('count', { count: state.total })}
          </Text>
        </div>
        <NewItemButton href={NEW_POST_PATH}>{t('new')}</NewItemButton>
      </Group>

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
            <PostRow key={feed._id} feed={feed} onDelete={setDeleting} />
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
