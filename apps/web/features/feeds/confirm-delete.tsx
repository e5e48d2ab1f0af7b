'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { messageOf } from '@/lib/api/error';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { deleteOwnPost } from './feeds.thunks';

/** Asks before a creator deletes a post; the post leaves every list once the API agrees. */
export function ConfirmDeletePost({
  feedId,
  opened,
  onClose,
  onDeleted,
}: {
  feedId: string;
  opened: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const t = useTranslations('feeds.deletePost');
  const c = useTranslations('common');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await dispatch(deleteOwnPost(feedId));
      toast.success(t('deleted'));
      onClose();
      onDeleted?.();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} centered radius="lg">
      <Stack gap="md" data-testid="confirm-delete">
        <Text size="sm">{t('body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" radius="xl" onClick={onClose} disabled={busy}>
            {t('keep')}
          </Button>
          <Button color="red" radius="xl" onClick={confirm} loading={busy} data-testid="confirm-delete-button">
            {c('delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
