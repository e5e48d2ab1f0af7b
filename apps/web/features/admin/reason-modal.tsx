'use client';

import { Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import { useState } from 'react';
import { NoteField } from './admin-fields';
import { withToast } from './admin-toast';

/**
 * Asks staff for the reason of an action (kept in the audit log), then runs it: `done` in a toast
 * and the modal closes when it worked, the error in a toast when it did not.
 */
export function ReasonModal({
  title,
  message,
  field,
  cancelLabel,
  confirm,
  run,
  done,
  onClose,
  rounded = false,
}: {
  title: string;
  message: string;
  /** The reason field: its label and limits (see NoteField). */
  field: Omit<React.ComponentProps<typeof NoteField>, 'value' | 'onChange'>;
  cancelLabel: string;
  /** The confirm button: its label, colour and test id, busy while `loading`; `required`: disabled until a reason is typed. */
  confirm: { label: string; color: MantineColor; testId: string; loading: boolean; required?: boolean };
  run: (reason: string) => Promise<unknown>;
  done: string;
  onClose: () => void;
  /** Round buttons a little apart (the content console's look). */
  rounded?: boolean;
}) {
  const [reason, setReason] = useState('');
  const submit = async () => {
    if (await withToast(() => run(reason), done)) onClose();
  };
  const radius = rounded ? 'xl' : undefined;
  return (
    <Modal opened onClose={onClose} title={title} centered radius="lg">
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <NoteField {...field} value={reason} onChange={setReason} />
        <Group justify="flex-end" gap={rounded ? 'sm' : undefined}>
          <Button variant="default" radius={radius} onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            radius={radius}
            color={confirm.color}
            loading={confirm.loading}
            disabled={confirm.required ? !reason.trim() : undefined}
            onClick={submit}
            data-testid={confirm.testId}
          >
            {confirm.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
