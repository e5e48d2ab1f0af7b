'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
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
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await dispatch(deleteOwnPost(feedId));
      toast.success('Post deleted');
      onClose();
      onDeleted?.();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Delete this post?" centered radius="lg">
      <Stack gap="md" data-testid="confirm-delete">
        <Text size="sm">The post, its files, comments and poll are removed for good.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" radius="xl" onClick={onClose} disabled={busy}>
            Keep it
          </Button>
          <Button color="red" radius="xl" onClick={confirm} loading={busy} data-testid="confirm-delete-button">
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
