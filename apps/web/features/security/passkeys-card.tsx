'use client';

import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import type { PasskeyItem } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { toast } from '@/lib/toast';
import { createPasskey } from './passkey-ceremony';
import { queryErrorMessage } from './query-error';
import { QueryListSection, RowSummary } from './query-status';
import {
  useAddPasskeyMutation,
  usePasskeysQuery,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
  useStartPasskeyMutation,
} from './security.api';
import { usePasskeyStep } from './use-passkey-step';

const NAME_MAX = 60;

function PasskeyRow({ passkey }: { passkey: PasskeyItem }) {
  const t = useTranslations('security.passkeys');
  const f = useFormat();
  const [remove, { isLoading: removing }] = useRemovePasskeyMutation();
  const [rename, { isLoading: saving }] = useRenamePasskeyMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast.success(done);
      setEditing(null);
    } catch (error) {
      toast.error(queryErrorMessage(error));
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="passkey-row">
      {editing !== null ? (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('name')}
            value={editing}
            maxLength={NAME_MAX}
            onChange={(e) => setEditing(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button variant="default" radius="xl" size="sm" onClick={() => setEditing(null)}>
            {t('cancel')}
          </Button>
          <Button
            radius="xl"
            size="sm"
            loading={saving}
            disabled={!editing.trim()}
            onClick={() => act(() => rename({ id: passkey._id, name: editing.trim() }).unwrap(), t('renamed'))}
          >
            {t('save')}
          </Button>
        </Group>
      ) : (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <RowSummary
            name={passkey.name}
            badge={passkey.backedUp ? { label: t('synced'), color: 'grape' } : null}
            details={t('details', {
              added: f.dateTime(passkey.createdAt),
              lastUsed: passkey.lastUsedAt ? f.dateTime(passkey.lastUsedAt) : t('never'),
            })}
          />
          <Group gap="xs">
            <Button
              variant="default"
              radius="xl"
              size="xs"
              onClick={() => setEditing(passkey.name)}
              aria-label={t('renameOne', { name: passkey.name })}
            >
              {t('rename')}
            </Button>
            <Button
              variant="light"
              color="red"
              radius="xl"
              size="xs"
              loading={removing}
              onClick={() => act(() => remove(passkey._id).unwrap(), t('removed'))}
              aria-label={t('removeOne', { name: passkey.name })}
            >
              {t('remove')}
            </Button>
          </Group>
        </Group>
      )}
    </Paper>
  );
}

/** Adding one: the browser makes the passkey (device PIN or biometrics), then the API keeps it. */
function AddPasskey() {
  const t = useTranslations('security.passkeys');
  const [start] = useStartPasskeyMutation();
  const [add] = useAddPasskeyMutation();
  const [name, setName] = useState('');
  const { busy, run, alert } = usePasskeyStep('passkey-error');
  const addOne = () =>
    run(async () => {
      const response = await createPasskey(await start().unwrap());
      await add({ response, ...(name.trim() ? { name: name.trim() } : {}) }).unwrap();
      setName('');
      toast.success(t('added'));
    });

  return (
    <Stack gap="xs">
      {alert}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t('newName')}
          description={t('newNameHelp')}
          placeholder={t('namePlaceholder')}
          value={name}
          maxLength={NAME_MAX}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button radius="xl" loading={busy} onClick={addOne}>
          {t('add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** GET /auth/passkeys: sign in with the device's lock instead of the password and a code. */
export function PasskeysCard() {
  const t = useTranslations('security.passkeys');
  return (
    <QueryListSection<PasskeyItem>
      title={t('title')}
      description={t('description')}
      testId="passkeys"
      query={usePasskeysQuery()}
      empty={t('none')}
      row={(passkey) => <PasskeyRow key={passkey._id} passkey={passkey} />}
    >
      <AddPasskey />
    </QueryListSection>
  );
}
