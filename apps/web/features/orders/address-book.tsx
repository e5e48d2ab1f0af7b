'use client';

import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { flattenAddress, type Address } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { useConfirmItem } from '@/lib/ui/use-confirm-item';
import { AddressForm } from './address-form';
import { useAddressesQuery, useDeleteAddressMutation } from './orders.api';

/** A fan's delivery addresses: add, edit, delete (used by the buy dialog of physical products). */
export function AddressBook() {
  const t = useTranslations('orders.address');
  const { data, isLoading } = useAddressesQuery();
  const [remove] = useDeleteAddressMutation();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const deletion = useConfirmItem((address: Address) => remove(address._id).unwrap(), t('deleted'));
  const items = data?.data ?? [];
  if (isLoading) return <Skeleton height={60} radius="md" />;
  return (
    <Stack gap="sm" data-testid="address-book">
      {items.length === 0 && editing === null ? (
        <Text size="sm" c="dimmed">
          {t('none')}
        </Text>
      ) : null}
      {items.map((a) =>
        editing !== 'new' && editing?._id === a._id ? (
          <AddressForm key={a._id} address={a} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
        ) : (
          <Paper key={a._id} withBorder radius="md" p="sm" data-testid="address-row">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {a.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {flattenAddress(a)}
                </Text>
              </div>
              <Group gap="xs">
                <Button size="xs" variant="default" radius="xl" onClick={() => setEditing(a)}>
                  {t('editShort')}
                </Button>
                <Button size="xs" variant="light" color="red" radius="xl" onClick={() => deletion.ask(a)}>
                  {t('delete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ),
      )}
      {editing === 'new' ? (
        <AddressForm onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
      ) : (
        <Group>
          <Button variant="light" radius="xl" onClick={() => setEditing('new')} data-testid="address-add">
            {t('add')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title={t('deleteTitle')}
        message={deletion.item ? flattenAddress(deletion.item) : ''}
        confirmLabel={t('delete')}
        keepLabel={t('keep')}
      />
    </Stack>
  );
}
