'use client';

import {
  Alert,
  Badge,
  Box,
  Button,
  EmptyState,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { feedCardThumbnail, type Feed } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  ClockIcon,
  CommentIcon,
  HeartIcon,
  ImageIcon,
  MusicIcon,
  NoteIcon,
  PinIcon,
  PlusIcon,
  PollIcon,
  SearchIcon,
  VideoIcon,
} from '@/features/layout/icons';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { NEW_POST_PATH, editPostPath } from '@/lib/routes';
import { ConfirmDeletePost } from './confirm-delete';
import { fullDate, postPath, toFeedPage, tokens } from './feed-view';
import { StudioItemActions } from '@/features/studio/studio-item-actions';
import { ListPagination } from '@/lib/list-query/list-pagination';
import { TimeAgo } from '@/features/feeds/time-ago';

const PAGE_SIZE = 10;

const TYPE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'text', label: 'Text' },
  { value: 'photo', label: 'Photos' },
  { value: 'video', label: 'Videos' },
  { value: 'audio', label: 'Audio' },
];

const TYPE_ICONS = { text: NoteIcon, photo: ImageIcon, video: VideoIcon, audio: MusicIcon } as const;
const TYPE_NAMES: Record<string, string> = { text: 'Text', photo: 'Photo', video: 'Video', audio: 'Audio' };

function PostRow({ feed, onDelete }: { feed: Feed; onDelete: (feed: Feed) => void }) {
  const thumb = feedCardThumbnail(feed);
  const Icon = TYPE_ICONS[feed.type as keyof typeof TYPE_ICONS] ?? NoteIcon;
  const scheduled = feed.isSchedule && feed.scheduleAt && new Date(feed.scheduleAt).getTime() > Date.now();
  const processing = feed.files.some((f) => f.status === 'processing');
  const failed = feed.files.some((f) => f.status === 'error');
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="own-post">
      <Group gap="md" wrap="nowrap" align="flex-start">
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
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {feed.text}
          </Text>
          <Group gap={6}>
            <Badge variant="default" radius="xl" size="sm" leftSection={<Icon size={12} />}>
              {feed.type === 'photo' && feed.files.length > 1
                ? `${feed.files.length} photos`
                : (TYPE_NAMES[feed.type] ?? feed.type)}
            </Badge>
            {feed.isSale && feed.price > 0 ? (
              <Badge variant="light" radius="xl" size="sm">
                {tokens(feed.price)}
              </Badge>
            ) : (
              <Badge variant="light" color="gray" radius="xl" size="sm">
                Subscribers
              </Badge>
            )}
            {feed.polls.length > 0 ? (
              <Badge variant="light" color="grape" radius="xl" size="sm" leftSection={<PollIcon size={12} />}>
                Poll
              </Badge>
            ) : null}
            {feed.isPinned ? (
              <Badge variant="light" color="blue" radius="xl" size="sm" leftSection={<PinIcon size={12} />}>
                Pinned
              </Badge>
            ) : null}
            {scheduled ? (
              <Badge variant="light" color="yellow" radius="xl" size="sm" leftSection={<ClockIcon size={12} />}>
                {fullDate(feed.scheduleAt!)}
              </Badge>
            ) : null}
            {feed.status === 'inactive' ? (
              <Badge variant="light" color="gray" radius="xl" size="sm">
                Hidden
              </Badge>
            ) : null}
            {processing ? (
              <Badge variant="light" color="cyan" radius="xl" size="sm">
                Processing
              </Badge>
            ) : null}
            {failed ? (
              <Badge variant="light" color="red" radius="xl" size="sm">
                File error
              </Badge>
            ) : null}
          </Group>
          <Group gap="md">
            <Text size="xs" c="dimmed">
              <TimeAgo iso={feed.createdAt} />
            </Text>
            <Group gap={4} c="dimmed">
              <HeartIcon size={12} />
              <Text size="xs">{feed.totalLike}</Text>
            </Group>
            <Group gap={4} c="dimmed">
              <CommentIcon size={12} />
              <Text size="xs">{feed.totalComment}</Text>
            </Group>
          </Group>
        </Stack>
        <StudioItemActions
          gap={4}
          name="post"
          kind="post"
          viewHref={postPath(feed)}
          edit={editPostPath(feed._id)}
          onDelete={() => onDelete(feed)}
        />
      </Group>
    </Paper>
  );
}

/**
 * /creator/posts: the creator's own posts (GET /performer/feeds), searchable and filtered by kind,
 * paged in the address (useListQuery), with edit and delete (after a confirmation).
 */
export function CreatorPostsView() {
  const api = useApi();
  const list = useListQuery({ pageSize: PAGE_SIZE });
  const type = typeof list.filters.type === 'string' && list.filters.type ? list.filters.type : 'all';
  const q = typeof list.filters.q === 'string' ? list.filters.q : '';
  const [search, setSearch] = useState(q);
  const [state, setState] = useState<{ items: Feed[]; total: number; loading: boolean; error: string | null }>({
    items: [],
    total: 0,
    loading: true,
    error: null,
  });
  const [deleting, setDeleting] = useState<Feed | null>(null);
  const paramsKey = JSON.stringify(list.apiParams);

  useEffect(() => setSearch(q), [q]);

  const load = useCallback(async () => {
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const { sort: _sort, sortBy: _sortBy, ...query } = JSON.parse(paramsKey) as Record<string, string | number>;
      const answer = await api.get<unknown>('/performer/feeds', { query });
      const page = toFeedPage(answer);
      setState({ items: page.items, total: page.total, loading: false, error: null });
    } catch (error) {
      setState((s) => ({ ...s, loading: false, error: messageOf(error) }));
    }
  }, [api, paramsKey]);

  useEffect(() => {
    void load();
  }, [load]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters({ q: search.trim() });
  };

  const pages = Math.max(1, Math.ceil(state.total / list.pageSize));
  const filtered = type !== 'all' || q !== '';

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={28}>
            My posts
          </Title>
          <Text c="dimmed" aria-live="polite" data-testid="own-posts-total">
            {state.loading && state.items.length === 0
              ? 'Loading…'
              : `${state.total} ${state.total === 1 ? 'post' : 'posts'}`}
          </Text>
        </div>
        <Button component={Link} href={NEW_POST_PATH} radius="xl" leftSection={<PlusIcon size={16} />}>
          New post
        </Button>
      </Group>

      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <form onSubmit={onSearch} role="search">
            <Group gap="sm" wrap="nowrap" align="flex-end">
              <TextInput
                aria-label="Search my posts"
                placeholder="Search the text of your posts"
                leftSection={<SearchIcon size={16} />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit" variant="light" radius="xl">
                Search
              </Button>
            </Group>
          </form>
          <SegmentedControl
            radius="xl"
            value={type}
            onChange={(value) => list.setFilters({ type: value === 'all' ? '' : value })}
            data={TYPE_FILTERS}
            aria-label="Kind of post"
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          />
        </Stack>
      </Paper>

      {state.error ? (
        <Alert color="red" variant="light" role="alert">
          {state.error}{' '}
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => void load()}>
            Try again
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
        <Paper withBorder radius="lg" p="lg">
          <EmptyState
            variant="light"
            icon={<NoteIcon size={28} />}
            title={filtered ? 'No posts match' : 'No posts yet'}
            description={filtered ? 'Try another search or kind.' : 'Your first post is one click away.'}
            py="xl"
            data-testid="own-posts-empty"
          >
            {filtered ? null : (
              <EmptyState.Actions>
                <Button component={Link} href={NEW_POST_PATH} radius="xl">
                  Write a post
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Paper>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity: state.loading ? 0.6 : 1 }}
          aria-busy={state.loading}
          aria-label="My posts"
        >
          {state.items.map((feed) => (
            <PostRow key={feed._id} feed={feed} onDelete={setDeleting} />
          ))}
        </Stack>
      )}

      <ListPagination pages={pages} page={list.current} onPage={(page) => list.setPage(page)} />

      <ConfirmDeletePost
        feedId={deleting?._id ?? ''}
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          if (state.items.length === 1 && list.current > 1) list.setPage(list.current - 1);
          else void load();
        }}
      />
    </Stack>
  );
}
