'use client';

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useBusyAction } from '@/lib/ui/use-busy-action';

/** Asks before something is deleted for good; closes once `onConfirm` has succeeded. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  keepLabel,
  errorTitle,
  testIds = { dialog: 'confirm-dialog', confirm: 'confirm-button' },
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  keepLabel?: string;
  /** The title of the error toast when `onConfirm` fails. */
  errorTitle?: string;
  /** The test ids of the dialog's body and of its confirm button. */
  testIds?: { dialog?: string; confirm?: string };
  /** Throws to keep the dialog open; the error is shown as a toast. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslations();
  const { busy, run } = useBusyAction(errorTitle);
  const confirm = () =>
    run(async () => {
      await onConfirm();
      onClose();
    });
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="md" data-testid={testIds.dialog}>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" radius="xl" onClick={onClose} disabled={busy}>
            {keepLabel ?? t('assets.confirm.keep')}
          </Button>
          <Button color="red" radius="xl" onClick={confirm} loading={busy} data-testid={testIds.confirm}>
            {confirmLabel ?? t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
