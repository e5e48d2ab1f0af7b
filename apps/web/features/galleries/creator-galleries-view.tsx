'use client';

import { Button, Group, Text } from '@mantine/core';
import type { Gallery } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { OverlayBadge } from '@/features/assets/asset-card';
import { countOf, galleryCover } from '@/features/assets/asset-view';
import { ImageIcon } from '@/features/layout/icons';
import { StatusBadges } from '@/features/studio/status-badges';
import { StudioCard, type StudioCardHandlers } from '@/features/studio/studio-card';
import { StudioListPage, useStudioList } from '@/features/studio/studio-list';
import { creatorGalleryPath, galleryPath } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { GalleryFormModal } from './gallery-form-modal';
import classes from '@/features/assets/assets.module.css';
import { StudioItemActions } from '@/features/studio/studio-item-actions';

function StudioGalleryCard({ gallery, onEdit, onDelete }: { gallery: Gallery } & StudioCardHandlers<Gallery>) {
  return (
    <StudioCard
      testId="own-gallery"
      href={creatorGalleryPath(gallery._id)}
      label={`Manage ${gallery.title}`}
      picture={galleryCover(gallery)}
      icon={<ImageIcon size={32} />}
      overlay={
        <div className={classes.corner}>
          <OverlayBadge icon={<ImageIcon size={12} />}>{gallery.numOfItems}</OverlayBadge>
        </div>
      }
      title={gallery.title}
      actions={
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
      }
    >
      <StatusBadges item={gallery} />
      <Text size="xs" c="dimmed">
        {countOf(gallery.numOfItems, 'photo')} · {countOf(gallery.stats.views, 'view')}
      </Text>
    </StudioCard>
  );
}

/** /creator/galleries: the creator's galleries, searchable, by status, paged in the address. */
export function CreatorGalleriesView() {
  const router = useRouter();
  const studio = useStudioList<Gallery>('galleries');
  const { page, deleting } = studio;
  const [editing, setEditing] = useState<Gallery | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <StudioListPage
      studio={studio}
      onCreate={() => setCreating(true)}
      render={(gallery) => <StudioGalleryCard gallery={gallery} onEdit={setEditing} onDelete={studio.setDeleting} />}
      removeMessage={`"${deleting?.title ?? ''}" and its ${countOf(deleting?.numOfItems ?? 0, 'photo')} are removed for good.`}
    >
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
    </StudioListPage>
  );
}
