'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { deleteOwnPost } from './feeds.thunks';

/** Asks before a creator deletes a post; the post leaves every list once the API agrees. */
export function ConfirmDeletePost({
  feedId,
  onDeleted,
  ...dialog
}: {
  feedId: string;
  opened: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const t = useTranslations('feeds.deletePost');
  const dispatch = useAppDispatch();
  return (
    <ConfirmDialog
      {...dialog}
      title={t('title')}
      message={t('body')}
      keepLabel={t('keep')}
      testIds={{ dialog: 'confirm-delete', confirm: 'confirm-delete-button' }}
      onConfirm={async () => {
        await dispatch(deleteOwnPost(feedId));
        toast.success(t('deleted'));
        onDeleted?.();
      }}
    />
  );
}
