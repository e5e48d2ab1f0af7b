'use client';

import { Button, Group, SimpleGrid } from '@mantine/core';
import { addressInputSchema, type Address, type AddressValues } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { AppForm, SubmitButton } from '@/lib/forms/app-form';
import { TextField } from '@/lib/forms/text-fields';
import { formFailure } from '@/lib/forms/form-failure';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useSaveAddressMutation } from './orders.api';

type Values = { [K in keyof AddressValues]: string };
const FIELDS = ['name', 'streetAddress', 'streetNumber', 'city', 'state', 'zipCode', 'country', 'description'] as const;
const REQUIRED = new Set(['name', 'streetAddress', 'city', 'country']);

const valuesOf = (a?: Address | null): Values => ({
  name: a?.name ?? '',
  country: a?.country ?? '',
  state: a?.state ?? '',
  city: a?.city ?? '',
  district: a?.district ?? '',
  ward: a?.ward ?? '',
  streetAddress: a?.streetAddress ?? '',
  streetNumber: a?.streetNumber ?? '',
  zipCode: a?.zipCode ?? '',
  description: a?.description ?? '',
});

/** Adds or edits a delivery address (POST /addresses/create, PUT /addresses/{id}). */
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address?: Address | null;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('orders.address');
  const [save] = useSaveAddressMutation();
  const form = useAppForm<Values, AddressValues>({
    schema: addressInputSchema,
    defaultValues: valuesOf(address),
    onSubmit: async (values) => {
      const saved = await save({ ...values, id: address?._id })
        .unwrap()
        .catch(formFailure);
      onSaved(saved);
    },
    successMessage: t('saved'),
  });
  return (
    <AppForm form={form} label={address ? t('edit') : t('add')} data-testid="address-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map((name) => (
          <TextField
            key={name}
            control={form.control}
            name={name}
            label={t(name)}
            required={REQUIRED.has(name)}
            data-testid={`address-${name}`}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" gap="sm">
        {onCancel ? (
          <Button variant="default" radius="xl" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
        <SubmitButton radius="xl" data-testid="address-save">
          {t('save')}
        </SubmitButton>
      </Group>
    </AppForm>
  );
}
