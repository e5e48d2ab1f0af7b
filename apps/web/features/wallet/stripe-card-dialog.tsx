'use client';

import { Alert, Box, Button, Group, Input, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useComputedColorScheme } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js';
import type { PaymentCard } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { messageOf } from '@/lib/api/error';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { CardFormActions, type CardDialogProps } from './card-dialog';
import { ShieldIcon } from '@/features/layout/icons';
import { usePaymentMessage } from './payment-messages';
import { STRIPE_MESSAGES, stripeCardInput, stripeFor } from './stripe-client';
import { addStripeCard } from './wallet.thunks';

type Loading = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed'; message: string };

/** Stripe.js for the site's publishable key, loaded when the dialog first opens. */
function useStripeJs(publishableKey: string, active: boolean): Loading {
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  useEffect(() => {
    if (!active) return;
    if (!publishableKey) {
      setLoading({ state: 'failed', message: STRIPE_MESSAGES.notConfigured });
      return;
    }
    let live = true;
    setLoading((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    void stripeFor(publishableKey).then((stripe) => {
      if (!live) return;
      setLoading(stripe ? { state: 'ready', stripe } : { state: 'failed', message: STRIPE_MESSAGES.unavailable });
    });
    return () => {
      live = false;
    };
  }, [publishableKey, active]);
  return loading;
}

function CardForm({ onSaved, onCancel }: { onSaved: (card: PaymentCard) => void; onCancel: () => void }) {
  const t = useTranslations('wallet.cards');
  const stripe = useStripe();
  const elements = useElements();
  const dispatch = useAppDispatch();
  const dark = useComputedColorScheme('light') === 'dark';
  const [holderName, setHolderName] = useState('');
  const [complete, setComplete] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const options: StripeCardElementOptions = {
    hidePostalCode: false,
    style: {
      base: {
        fontSize: '16px',
        color: dark ? '#e9ecef' : '#212529',
        iconColor: dark ? '#adb5bd' : '#495057',
        '::placeholder': { color: dark ? '#868e96' : '#adb5bd' },
      },
      invalid: { color: '#fa5252', iconColor: '#fa5252' },
    },
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    if (!complete) {
      setFieldError(fieldError ?? t('incomplete'));
      return;
    }
    setSaving(true);
    try {
      const name = holderName.trim();
      const created = await stripe.createPaymentMethod({
        type: 'card',
        card,
        ...(name ? { billing_details: { name } } : {}),
      });
      if (created.error || !created.paymentMethod) {
        setFormError(created.error?.message ?? t('unusable'));
        return;
      }
      const saved = await dispatch(addStripeCard(stripeCardInput(created.paymentMethod, name)));
      toast.success(t('saved', { last4: saved.last4Digits }));
      onSaved(saved);
    } catch (error) {
      setFormError(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('addTitle')} data-testid="stripe-card-form">
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" role="alert" data-testid="card-error">
            {formError}
          </Alert>
        ) : null}
        <Input.Wrapper label={t('card')} withAsterisk error={fieldError}>
          <Box
            mt={4}
            px="sm"
            py={10}
            style={{
              border: `1px solid ${fieldError ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
              borderRadius: 'var(--mantine-radius-default)',
              background: 'var(--mantine-color-body)',
            }}
            data-testid="stripe-card-element"
          >
            <CardElement
              options={options}
              onChange={(event) => {
                setComplete(event.complete);
                setFieldError(event.error?.message ?? null);
              }}
            />
          </Box>
        </Input.Wrapper>
        <TextInput
          label={t('holder')}
          autoComplete="cc-name"
          maxLength={100}
          value={holderName}
          onChange={(event) => setHolderName(event.currentTarget.value)}
          data-testid="card-holder"
        />
        <Group gap={6} wrap="nowrap" align="flex-start">
          <ShieldIcon size={16} style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="dimmed">
            {t('stripeNote')}
          </Text>
        </Group>
        <CardFormActions onCancel={onCancel} saving={saving} saveDisabled={!stripe} />
      </Stack>
    </form>
  );
}

/**
 * Saves a card with Stripe (POST /stripe/cards): Stripe's card field (Stripe.js, loaded from
 * js.stripe.com with the site's publishable key) makes a PaymentMethod in the browser, and only its id
 * and the card's brand, last 4 and expiry reach the API.
 */
export function StripeCardDialog({ opened, onClose, onAdded }: CardDialogProps) {
  const t = useTranslations('wallet.cards');
  const tc = useTranslations('common');
  const paymentMessage = usePaymentMessage();
  const publishableKey = useAppSelector((state) => state.settings.stripePublishableKey);
  const stripe = useStripeJs(publishableKey, opened);

  return (
    <Modal opened={opened} onClose={onClose} title={t('addTitle')} centered radius="lg">
      {stripe.state === 'loading' ? (
        <Group justify="center" py="lg" data-testid="stripe-loading">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('loadingStripe')}
          </Text>
        </Group>
      ) : stripe.state === 'failed' ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" role="alert" data-testid="stripe-unavailable">
            {paymentMessage(stripe.message)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" radius="xl" onClick={onClose}>
              {tc('close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Elements stripe={stripe.stripe}>
          <CardForm
            onCancel={onClose}
            onSaved={(card) => {
              onAdded(card);
              onClose();
            }}
          />
        </Elements>
      )}
    </Modal>
  );
}
