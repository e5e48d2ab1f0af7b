'use client';

import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@fanlane/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { updateErrorMessage } from '@/features/user/user.thunks';
import type { CurrentUser } from '@/features/user/user.types';
import { userPatched } from '@/features/user/user.slice';
import { useApi } from '@/lib/api/api-context';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';

const required = (label: string, max: number) => z.string().trim().min(1, `Enter the ${label}`).max(max);
const optional = (max: number) => z.string().trim().max(max);

/** PUT /performers/banking-settings (contract 3.2 and 4.5). */
export const bankingSchema = z.object({
  firstName: required('first name', 100),
  lastName: required('last name', 100),
  bankName: required('bank name', 200),
  bankAccount: required('account number', 100),
  bankRouting: optional(50),
  bankSwiftCode: optional(50),
  SSN: optional(50),
  address: optional(200),
  city: optional(100),
  state: optional(100),
  country: optional(100),
});

export type BankingValues = z.input<typeof bankingSchema>;
const FIELDS = Object.keys(bankingSchema.shape) as (keyof BankingValues)[];

function valuesOf(banking: Record<string, unknown> | null | undefined): BankingValues {
  const read = (key: string) => (typeof banking?.[key] === 'string' ? (banking[key] as string) : '');
  return Object.fromEntries(FIELDS.map((key) => [key, read(key)])) as BankingValues;
}

/** Where payouts go: the creator's bank account. */
export function BankingForm({ user }: { user: CurrentUser }) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BankingValues, unknown, z.output<typeof bankingSchema>>({
    resolver: schemaResolver<BankingValues, typeof bankingSchema>(bankingSchema),
    defaultValues: valuesOf(user.bankingInformation),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const banking = await api.put<Record<string, unknown>>('/performers/banking-settings', values);
      dispatch(userPatched({ bankingInformation: banking }));
      reset(valuesOf(banking));
      toast.success(MESSAGES.changesSaved);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, updateErrorMessage(error)));
    }
  });

  const field = (name: keyof BankingValues, label: string, isRequired = false) => (
    <TextInput label={label} required={isRequired} error={errors[name]?.message} {...register(name)} />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Banking">
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {field('firstName', 'Account holder first name', true)}
          {field('lastName', 'Account holder last name', true)}
          {field('bankName', 'Bank name', true)}
          {field('bankAccount', 'Account number or IBAN', true)}
          {field('bankRouting', 'Routing number')}
          {field('bankSwiftCode', 'SWIFT / BIC')}
          {field('SSN', 'Tax number (SSN)')}
          {field('address', 'Address')}
          {field('city', 'City')}
          {field('state', 'State or region')}
          {field('country', 'Country')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" radius="xl" loading={isSubmitting}>
            Save banking details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
