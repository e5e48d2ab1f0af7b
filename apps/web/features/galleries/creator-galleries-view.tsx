'use client';

import { Button, Group, Text } from '@mantine/core';
import type { Gallery } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { OverlayBadge } from '@/features/assets/asset-card';
import { galleryCover } from '@/features/assets/asset-view';
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
  const t = useTranslations('galleries');
  return (
    <StudioCard
      testId="own-gallery"
      href={creatorGalleryPath(gallery._id)}
      label={t('studio.manageItem', { title: gallery.title })}
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
            {t('studio.manage')}
          </Button>
          <StudioItemActions
            name={gallery.title}
            kind="gallery"
            viewHref={galleryPath(gallery)}
            viewLabel={t('studio.viewAsFan')}
            edit={() => onEdit(gallery)}
            onDelete={() => onDelete(gallery)}
          />
        </Group>
      }
    >
      <StatusBadges item={gallery} />
      <Text size="xs" c="dimmed">
        {t('photos', { count: gallery.numOfItems })} · {t('views', { count: gallery.stats.views })}
      </Text>
    </StudioCard>
  );
}

/** /creator/galleries: the creator's galleries, searchable, by status, paged in the address. */
export function CreatorGalleriesView() {
  const t = useTranslations('galleries');
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
      removeMessage={t('studio.removeMessage', { title: deleting?.title ?? '', count: deleting?.numOfItems ?? 0 })}
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
            toast.success(t('saved'));
            setEditing(null);
            void page.reload({ quiet: true });
          } else {
            toast.success(t('studio.created'));
            setCreating(false);
            router.push(creatorGalleryPath(saved._id));
          }
        }}
      />
    </StudioListPage>
  );
}
