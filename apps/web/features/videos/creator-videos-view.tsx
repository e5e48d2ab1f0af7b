'use client';

import { Badge, Box, Button, EmptyState, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Video } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useMemo, useState } from 'react';
import { AssetGrid } from '@/features/assets/asset-grid';
import { formatDuration, videoPoster } from '@/features/assets/asset-view';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { StatusBadges } from '@/features/galleries/creator-galleries-view';
import { CommentIcon, EyeIcon, HeartIcon, PlusIcon, TagIcon, VideoIcon } from '@/features/layout/icons';
import { StudioFilters } from '@/features/studio/studio-filters';
import { StudioHeader, countLine } from '@/features/studio/studio-header';
import { useApi } from '@/lib/api/api-context';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { NEW_VIDEO_PATH, editVideoPath, videoPath } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { pendingFiles, useProcessingPoll } from './use-processing-poll';
import classes from '@/features/assets/assets.module.css';
import { StudioItemActions } from '@/features/studio/studio-item-actions';
import { TimeAgo } from '@/features/feeds/time-ago';

const PAGE_SIZE = 10;

function VideoRow({ video, onDelete }: { video: Video; onDelete: (video: Video) => void }) {
  const poster = videoPoster(video);
  const duration = formatDuration(video.video?.duration);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="own-video" data-video-id={video._id} style={{ flex: 1 }}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Box
          className={classes.media}
          data-shape="video"
          w={{ base: 112, sm: 160 }}
          style={{ flexShrink: 0, borderRadius: 8 }}
        >
          {poster ? (
            <img src={poster} alt="" loading="lazy" />
          ) : (
            <span className={classes.placeholder}>
              <VideoIcon size={26} />
            </span>
          )}
          {duration ? (
            <div className={classes.corner}>
              <Badge variant="filled" color="dark" radius="sm" size="sm">
                {duration}
              </Badge>
            </div>
          ) : null}
        </Box>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {video.title}
          </Text>
          <Group gap={4}>
            <StatusBadges item={video} />
            {video.processing ? (
              <Badge
                variant="light"
                color="cyan"
                radius="xl"
                size="sm"
                leftSection={<Loader size={9} color="cyan" />}
                data-testid="video-processing"
              >
                Processing
              </Badge>
            ) : null}
            {video.teaserId ? (
              <Badge variant="light" color="grape" radius="xl" size="sm">
                {video.teaserProcessing ? 'Teaser processing' : 'Teaser'}
              </Badge>
            ) : null}
            {video.tags.slice(0, 3).map((tag) => (
              <Badge key={tag} variant="default" radius="xl" size="sm" tt="none" leftSection={<TagIcon size={10} />}>
                {tag}
              </Badge>
            ))}
          </Group>
          <Group gap="md">
            <Text size="xs" c="dimmed">
              <TimeAgo iso={video.createdAt} />
            </Text>
            <Group gap={4} c="dimmed">
              <EyeIcon size={12} />
              <Text size="xs">{video.stats.views}</Text>
            </Group>
            <Group gap={4} c="dimmed">
              <HeartIcon size={12} />
              <Text size="xs">{video.stats.likes}</Text>
            </Group>
            <Group gap={4} c="dimmed">
              <CommentIcon size={12} />
              <Text size="xs">{video.stats.comments}</Text>
            </Group>
          </Group>
        </Stack>
        <StudioItemActions
          gap={4}
          name={video.title}
          kind="video"
          viewHref={videoPath(video)}
          edit={editVideoPath(video._id)}
          onDelete={() => onDelete(video)}
        />
      </Group>
    </Paper>
  );
}

/**
 * /creator/videos: the creator's videos (searchable, by status, paged in the address), with their
 * processing state asked about every 5 s until each file is ready.
 */
export function CreatorVideosView() {
  const api = useApi();
  const list = useListQuery({ pageSize: PAGE_SIZE });
  const status = typeof list.filters.status === 'string' && list.filters.status ? list.filters.status : 'all';
  const q = typeof list.filters.q === 'string' ? list.filters.q : '';
  const { saved: _saved, ...query } = list.apiParams;
  const page = useAssetPage<Video>('/performer/performer-assets/videos/search', query);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const pending = useMemo(() => pendingFiles(page.items), [page.items]);
  useProcessingPoll(pending, () => void page.reload({ quiet: true }));
  const filtered = status !== 'all' || q !== '';

  const newButton = (
    <Button
      component={Link}
      href={NEW_VIDEO_PATH}
      radius="xl"
      leftSection={<PlusIcon size={16} />}
      data-testid="new-video"
    >
      New video
    </Button>
  );

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <StudioHeader
        title="My videos"
        subtitle={countLine(page.loaded, page.total, 'video')}
        action={newButton}
        testId="own-videos-total"
      />
      <StudioFilters
        q={q}
        onSearch={(value) => list.setFilters({ q: value })}
        placeholder="Search your videos by title"
        choice={status}
        onChoice={(value) => list.setFilters({ status: value === 'all' ? '' : value })}
      />
      <AssetGrid
        items={page.items}
        total={page.total}
        loading={page.loading}
        loaded={page.loaded}
        error={page.error}
        onRetry={() => void page.reload()}
        page={list.current}
        pageSize={list.pageSize}
        onPage={(p) => list.setPage(p)}
        cols={{ base: 1 }}
        skeletonHeight={110}
        label="My videos"
        render={(video) => <VideoRow video={video} onDelete={setDeleting} />}
        empty={
          <Paper withBorder radius="lg" p="lg">
            <EmptyState
              variant="light"
              icon={<VideoIcon size={28} />}
              title={filtered ? 'No videos match' : 'No videos yet'}
              description={filtered ? 'Try another search or status.' : 'Upload a video with a teaser for everyone.'}
              py="xl"
              data-testid="own-videos-empty"
            >
              {filtered ? null : <EmptyState.Actions>{newButton}</EmptyState.Actions>}
            </EmptyState>
          </Paper>
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this video?"
        message={`"${deleting?.title ?? ''}", its teaser and thumbnail are removed for good.`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.del(`/performer/performer-assets/videos/${encodeURIComponent(deleting._id)}`);
          toast.success('Video deleted');
          if (page.items.length === 1 && list.current > 1) list.setPage(list.current - 1);
          else void page.reload({ quiet: true });
        }}
      />
    </Stack>
  );
}
