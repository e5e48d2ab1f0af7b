'use client';

import { Alert, Code, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { MESSAGES, SANDBOX_CARDS, sandboxCardInputSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { AppForm } from '@/lib/forms/app-form';
import { TextField } from '@/lib/forms/text-fields';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { CardFormActions, type CardDialogProps } from './card-dialog';
import { spacedCardNumber } from './money';
import { addSandboxCard } from './wallet.thunks';

interface CardValues {
  number: string;
  month: string;
  year: string;
  holderName: string;
}

/** The sandbox gateway's test cards, as the hint lists them (`outcome`: a key of wallet.cards.sandbox). */
export const SANDBOX_HINTS = [
  { number: SANDBOX_CARDS.success, outcome: 'success' },
  { number: SANDBOX_CARDS.authenticate, outcome: 'authenticate' },
  { number: SANDBOX_CARDS.declined, outcome: 'declined' },
] as const;

/** The expiry, month and year side by side (`name` is also the label's key in wallet.cards). */
const EXPIRY = [
  { name: 'month', placeholder: 'MM', autoComplete: 'cc-exp-month', maxLength: 2 },
  { name: 'year', placeholder: 'YY', autoComplete: 'cc-exp-year', maxLength: 4 },
] as const;

const empty: CardValues = { number: '', month: '', year: '', holderName: '' };

/**
 * Saves a card with the built-in sandbox gateway (POST /sandbox/cards): number, expiry and the
 * holder's name. The gateway accepts its test cards only; the hint lists them (a tap fills one in).
 */
export function AddCardDialog({ opened, onClose, onAdded }: CardDialogProps) {
  const t = useTranslations('wallet.cards');
  const dispatch = useAppDispatch();
  const form = useAppForm<CardValues, z.output<typeof sandboxCardInputSchema>>({
    schema: sandboxCardInputSchema,
    defaultValues: empty,
    fallbackError: MESSAGES.somethingWentWrong,
    onSubmit: async (values) => {
      const card = await dispatch(addSandboxCard(values));
      toast.success(t('saved', { last4: card.last4Digits }));
      onAdded(card);
      close();
    },
  });

  function close() {
    form.reset(empty);
    form.setFormError(null);
    onClose();
  }

  const hint = (
    <Alert variant="light" color="blue" title={t('sandboxTitle')} data-testid="sandbox-cards">
      <Stack gap={4}>
        {SANDBOX_HINTS.map((card) => (
          <Text size="sm" key={card.number}>
            <UnstyledButton
              onClick={() => form.setValue('number', spacedCardNumber(card.number), { shouldValidate: true })}
              aria-label={t('useTestCard', { number: card.number })}
            >
              <Code>{spacedCardNumber(card.number)}</Code>
            </UnstyledButton>{' '}
            {t(`sandbox.${card.outcome}`)}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {t('sandboxNote')}
        </Text>
      </Stack>
    </Alert>
  );

  return (
    <Modal opened={opened} onClose={close} title={t('addTitle')} centered radius="lg">
      <AppForm form={form} label={t('addTitle')} data-testid="add-card-form" errorTestId="card-error" intro={hint}>
        <TextField
          name="number"
          format={spacedCardNumber}
          label={t('number')}
          placeholder="4242 4242 4242 4242"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          withAsterisk
          data-testid="card-number"
        />
        <SimpleGrid cols={2} spacing="sm">
          {EXPIRY.map((field) => (
            <TextField
              key={field.name}
              {...field}
              label={t(field.name)}
              inputMode="numeric"
              withAsterisk
              data-testid={`card-${field.name}`}
            />
          ))}
        </SimpleGrid>
        <TextField
          name="holderName"
          label={t('holder')}
          autoComplete="cc-name"
          maxLength={100}
          data-testid="card-holder"
        />
        <CardFormActions onCancel={close} saving={form.formState.isSubmitting} />
      </AppForm>
    </Modal>
  );
}
