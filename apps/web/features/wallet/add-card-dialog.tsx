'use client';

import { Alert, Button, Code, Group, Modal, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { SANDBOX_CARDS, sandboxCardInputSchema, type PaymentCard } from '@fanlane/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { spacedCardNumber } from './money';
import { addSandboxCard } from './wallet.thunks';

interface CardValues {
  number: string;
  month: string;
  year: string;
  holderName: string;
}

const FIELDS = ['number', 'month', 'year', 'holderName'] as const;

/** The sandbox gateway's test cards, as the hint lists them. */
export const SANDBOX_HINTS = [
  { number: SANDBOX_CARDS.success, outcome: 'pays at once' },
  { number: SANDBOX_CARDS.authenticate, outcome: 'asks you to confirm (3-D Secure)' },
  { number: SANDBOX_CARDS.declined, outcome: 'is declined' },
] as const;

const empty: CardValues = { number: '', month: '', year: '', holderName: '' };

/**
 * Saves a card with the built-in sandbox gateway (POST /sandbox/cards): number, expiry and the
 * holder's name. The gateway accepts its test cards only; the hint lists them (a tap fills one in).
 */
export function AddCardDialog({
  opened,
  onClose,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  onAdded: (card: PaymentCard) => void;
}) {
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CardValues, unknown, z.output<typeof sandboxCardInputSchema>>({
    resolver: schemaResolver<CardValues, typeof sandboxCardInputSchema>(sandboxCardInputSchema),
    defaultValues: empty,
  });

  const close = () => {
    reset(empty);
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const card = await dispatch(addSandboxCard(values));
      toast.success(`Card ending in ${card.last4Digits} saved.`);
      onAdded(card);
      close();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Add a card" centered radius="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Add a card" data-testid="add-card-form">
        <Stack gap="md">
          <Alert variant="light" color="blue" title="Sandbox test cards" data-testid="sandbox-cards">
            <Stack gap={4}>
              {SANDBOX_HINTS.map((hint) => (
                <Text size="sm" key={hint.number}>
                  <UnstyledButton
                    onClick={() => setValue('number', spacedCardNumber(hint.number), { shouldValidate: true })}
                    aria-label={`Use test card ${hint.number}`}
                  >
                    <Code>{spacedCardNumber(hint.number)}</Code>
                  </UnstyledButton>{' '}
                  {hint.outcome}
                </Text>
              ))}
              <Text size="xs" c="dimmed">
                Any future expiry date and any name. No real money moves.
              </Text>
            </Stack>
          </Alert>
          {formError ? (
            <Alert color="red" variant="light" role="alert" data-testid="card-error">
              {formError}
            </Alert>
          ) : null}
          <Controller
            control={control}
            name="number"
            render={({ field }) => (
              <TextInput
                label="Card number"
                placeholder="4242 4242 4242 4242"
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={23}
                value={field.value}
                onChange={(event) => field.onChange(spacedCardNumber(event.currentTarget.value))}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={errors.number?.message}
                withAsterisk
                data-testid="card-number"
              />
            )}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              {...register('month')}
              label="Expiry month"
              placeholder="MM"
              inputMode="numeric"
              autoComplete="cc-exp-month"
              maxLength={2}
              error={errors.month?.message}
              withAsterisk
              data-testid="card-month"
            />
            <TextInput
              {...register('year')}
              label="Expiry year"
              placeholder="YY"
              inputMode="numeric"
              autoComplete="cc-exp-year"
              maxLength={4}
              error={errors.year?.message}
              withAsterisk
              data-testid="card-year"
            />
          </SimpleGrid>
          <TextInput
            {...register('holderName')}
            label="Name on the card"
            autoComplete="cc-name"
            maxLength={100}
            error={errors.holderName?.message}
            data-testid="card-holder"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" radius="xl" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" radius="xl" loading={isSubmitting} data-testid="card-save">
              Save card
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
