'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '@/lib/api/error';
import { toast } from '@/lib/toast';

/** Asks before something is deleted for good; closes once `onConfirm` has succeeded. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = 'Delete',
  keepLabel = 'Keep it',
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  keepLabel?: string;
  /** Throws to keep the dialog open; the error is shown as a toast. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="md" data-testid="confirm-dialog">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" radius="xl" onClick={onClose} disabled={busy}>
            {keepLabel}
          </Button>
          <Button color="red" radius="xl" onClick={confirm} loading={busy} data-testid="confirm-button">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
