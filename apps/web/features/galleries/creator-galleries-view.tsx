'use client';

import { Badge, Box, Button, Card, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import type { Gallery } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AssetGrid } from '@/features/assets/asset-grid';
import { countOf, galleryCover } from '@/features/assets/asset-view';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { fullDate, tokens } from '@/features/feeds/feed-view';
import { ClockIcon, ImageIcon, PlusIcon } from '@/features/layout/icons';
import { StudioFilters } from '@/features/studio/studio-filters';
import { StudioHeader, countLine } from '@/features/studio/studio-header';
import { useApi } from '@/lib/api/api-context';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { creatorGalleryPath, galleryPath } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { GalleryFormModal } from './gallery-form-modal';
import classes from '@/features/assets/assets.module.css';
import { StudioItemActions } from '@/features/studio/studio-item-actions';

const PAGE_SIZE = 12;

/** Status, who sees it (subscribers or a price) and a schedule still to come, as small badges. */
export function StatusBadges({
  item,
  withAccess = true,
}: {
  item: { status: string; isSale: boolean; price: number; isSchedule?: boolean; scheduledAt?: string | null };
  /** Products have a price but no subscription access: leave the access badge out. */
  withAccess?: boolean;
}) {
  const scheduled = item.isSchedule && item.scheduledAt && new Date(item.scheduledAt).getTime() > Date.now();
  return (
    <Group gap={4}>
      {item.status === 'inactive' ? (
        <Badge variant="light" color="gray" radius="xl" size="sm">
          Hidden
        </Badge>
      ) : item.status === 'draft' ? (
        <Badge variant="light" color="gray" radius="xl" size="sm">
          Draft
        </Badge>
      ) : item.status === 'file-error' ? (
        <Badge variant="light" color="red" radius="xl" size="sm">
          File error
        </Badge>
      ) : null}
      {!withAccess ? null : item.isSale && item.price > 0 ? (
        <Badge variant="light" radius="xl" size="sm">
          {tokens(item.price)}
        </Badge>
      ) : (
        <Badge variant="light" color="gray" radius="xl" size="sm">
          Subscribers
        </Badge>
      )}
      {scheduled ? (
        <Badge variant="light" color="yellow" radius="xl" size="sm" leftSection={<ClockIcon size={12} />}>
          {fullDate(item.scheduledAt!)}
        </Badge>
      ) : null}
    </Group>
  );
}

function StudioGalleryCard({
  gallery,
  onEdit,
  onDelete,
}: {
  gallery: Gallery;
  onEdit: (gallery: Gallery) => void;
  onDelete: (gallery: Gallery) => void;
}) {
  const cover = galleryCover(gallery);
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} data-testid="own-gallery" style={{ flex: 1 }}>
      <Box
        component={Link}
        href={creatorGalleryPath(gallery._id)}
        className={classes.media}
        aria-label={`Manage ${gallery.title}`}
      >
        {cover ? (
          <img src={cover} alt="" loading="lazy" />
        ) : (
          <span className={classes.placeholder}>
            <ImageIcon size={32} />
          </span>
        )}
        <div className={classes.corner}>
          <Badge variant="filled" color="dark" radius="xl" leftSection={<ImageIcon size={12} />}>
            {gallery.numOfItems}
          </Badge>
        </div>
      </Box>
      <Stack gap={6} className={classes.body} style={{ flex: 1 }}>
        <Text fw={700} truncate>
          {gallery.title}
        </Text>
        <StatusBadges item={gallery} />
        <Text size="xs" c="dimmed">
          {countOf(gallery.numOfItems, 'photo')} · {countOf(gallery.stats.views, 'view')}
        </Text>
      </Stack>
      <Group gap={4} justify="space-between" className={classes.tileActions}>
        <Button
          component={Link}
          href={creatorGalleryPath(gallery._id)}
          variant="subtle"
          radius="xl"
          size="compact-sm"
          data-testid="manage-gallery"
        >
          Manage photos
        </Button>
        <StudioItemActions
          name={gallery.title}
          kind="gallery"
          viewHref={galleryPath(gallery)}
          viewLabel="View as a fan"
          edit={() => onEdit(gallery)}
          onDelete={() => onDelete(gallery)}
        />
      </Group>
    </Card>
  );
}

/** /creator/galleries: the creator's galleries, searchable, by status, paged in the address. */
export function CreatorGalleriesView() {
  const api = useApi();
  const router = useRouter();
  const list = useListQuery({ pageSize: PAGE_SIZE });
  const status = typeof list.filters.status === 'string' && list.filters.status ? list.filters.status : 'all';
  const q = typeof list.filters.q === 'string' ? list.filters.q : '';
  const page = useAssetPage<Gallery>('/performer/performer-assets/galleries/search', list.apiParams);
  const [editing, setEditing] = useState<Gallery | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Gallery | null>(null);
  const filtered = status !== 'all' || q !== '';

  const newButton = (
    <Button
      radius="xl"
      leftSection={<PlusIcon size={16} />}
      onClick={() => setCreating(true)}
      data-testid="new-gallery"
    >
      New gallery
    </Button>
  );

  return (
    <Stack gap="lg" maw={1040} mx="auto" w="100%">
      <StudioHeader
        title="My galleries"
        subtitle={countLine(page.loaded, page.total, 'gallery', 'galleries')}
        action={newButton}
        testId="own-galleries-total"
      />
      <StudioFilters
        q={q}
        onSearch={(value) => list.setFilters({ q: value })}
        placeholder="Search your galleries by title"
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
        label="My galleries"
        render={(gallery) => <StudioGalleryCard gallery={gallery} onEdit={setEditing} onDelete={setDeleting} />}
        empty={
          <Paper withBorder radius="lg" p="lg">
            <EmptyState
              variant="light"
              icon={<ImageIcon size={28} />}
              title={filtered ? 'No galleries match' : 'No galleries yet'}
              description={
                filtered ? 'Try another search or status.' : 'Make a gallery, then drop your photos into it.'
              }
              py="xl"
              data-testid="own-galleries-empty"
            >
              {filtered ? null : <EmptyState.Actions>{newButton}</EmptyState.Actions>}
            </EmptyState>
          </Paper>
        }
      />
      <GalleryFormModal
        opened={creating || editing !== null}
        gallery={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        onSaved={(saved) => {
          if (editing) {
            toast.success('Gallery saved');
            setEditing(null);
            void page.reload({ quiet: true });
          } else {
            toast.success('Gallery created: add your photos');
            setCreating(false);
            router.push(creatorGalleryPath(saved._id));
          }
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this gallery?"
        message={`"${deleting?.title ?? ''}" and its ${countOf(deleting?.numOfItems ?? 0, 'photo')} are removed for good.`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.del(`/performer/performer-assets/galleries/${encodeURIComponent(deleting._id)}`);
          toast.success('Gallery deleted');
          if (page.items.length === 1 && list.current > 1) list.setPage(list.current - 1);
          else void page.reload({ quiet: true });
        }}
      />
    </Stack>
  );
}
