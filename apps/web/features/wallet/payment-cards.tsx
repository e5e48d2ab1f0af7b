'use client';

import dynamic from 'next/dynamic';
import { ActionIcon, Alert, Button, Group, Radio, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { TitledPanel } from '@/lib/ui/titled-panel';
import type { PaymentCard } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { useLazyDisclosure } from '@/lib/ui/use-lazy-disclosure';
import { CardIcon, PlusIcon, TrashIcon } from '@/features/layout/icons';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { brandName, cardExpiry, maskedCard } from './money';
import { deleteCard, loadCards } from './wallet.thunks';
import classes from './wallet.module.css';

/** The card dialogs (Stripe Elements for the stripe gateway) load on the first "Add a card". */
const AddCardDialog = dynamic(() => import('./add-card-dialog').then((m) => m.AddCardDialog), { ssr: false });
const StripeCardDialog = dynamic(() => import('./stripe-card-dialog').then((m) => m.StripeCardDialog), { ssr: false });

/** "Visa •••• 4242": a card in one line (`unknownBrand`: the reader's word for a card of no known brand). */
export const cardLabel = (card: Pick<PaymentCard, 'brand' | 'last4Digits'>, unknownBrand?: string) =>
  `${brandName(card.brand, unknownBrand)} ${maskedCard(card.last4Digits)}`;

/**
 * The fan's saved cards for the active gateway: pick the one top-ups use, delete one, add one
 * (sandbox: the test-card form; Stripe: Stripe's own card field, once a publishable key is set).
 */
export function PaymentCards({
  gateway,
  selected,
  onSelect,
}: {
  gateway: string;
  selected: string | null;
  onSelect: (token: string | null) => void;
}) {
  const t = useTranslations('wallet.cards');
  const dispatch = useAppDispatch();
  const cards = useAppSelector((state) => state.wallet.cards);
  const [adding, addMounted, addDialog] = useLazyDisclosure();
  const [deleting, setDeleting] = useState<PaymentCard | null>(null);
  const stripeKey = useAppSelector((state) => state.settings.stripePublishableKey);

  useEffect(() => {
    void dispatch(loadCards(gateway));
  }, [dispatch, gateway]);

  // The first card pays unless another is chosen; a deleted choice falls back to it.
  useEffect(() => {
    if (!cards.loaded) return;
    if (selected && cards.items.some((c) => c.token === selected)) return;
    onSelect(cards.items[0]?.token ?? null);
  }, [cards.items, cards.loaded, onSelect, selected]);

  const stripeReady = gateway === 'stripe' && stripeKey.trim() !== '';
  const canAdd = gateway === 'sandbox' || stripeReady;

  return (
    <TitledPanel
      title={t('title')}
      testId="payment-cards"
      headerGap="sm"
      action={
        canAdd ? (
          <Button
            radius="xl"
            variant="light"
            size="compact-md"
            leftSection={<PlusIcon size={14} />}
            onClick={addDialog.open}
            data-testid="add-card-button"
          >
            {t('add')}
          </Button>
        ) : null
      }
    >
      {gateway === 'stripe' && !stripeReady ? (
        <Alert color="yellow" variant="light" data-testid="stripe-unavailable">
          {t('stripeMissing')}
        </Alert>
      ) : !canAdd ? (
        <Alert color="yellow" variant="light">
          {t('unavailable')}
        </Alert>
      ) : null}

      {cards.error ? <RetryAlert message={cards.error} onRetry={() => void dispatch(loadCards(gateway))} /> : null}

      {!cards.loaded && cards.loading ? (
        <Stack gap="xs">
          <Skeleton h={52} radius="md" />
          <Skeleton h={52} radius="md" />
        </Stack>
      ) : cards.items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-cards">
          {canAdd ? t('noneAdd') : t('none')}
        </Text>
      ) : (
        <Radio.Group value={selected} onChange={(value) => onSelect(value)} label={t('paidWith')} size="sm">
          <Stack gap="xs" mt="xs">
            {cards.items.map((card) => (
              <Group key={card._id} gap="xs" wrap="nowrap" data-testid="saved-card">
                <Radio.Card value={card.token} radius="md" p="sm" className={classes.cardRow} style={{ flex: 1 }}>
                  <Group gap="sm" wrap="nowrap">
                    <Radio.Indicator />
                    <CardIcon size={20} />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {cardLabel(card, t('unknownBrand'))}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {t('expires', { date: cardExpiry(card.month, card.year) })}
                        {card.holderName ? ` · ${card.holderName}` : ''}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
                <Tooltip label={t('delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    radius="xl"
                    size="lg"
                    aria-label={t('deleteAria', { last4: card.last4Digits })}
                    onClick={() => setDeleting(card)}
                    data-testid="delete-card"
                  >
                    <TrashIcon size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
      )}

      {!addMounted ? null : gateway === 'sandbox' ? (
        <AddCardDialog opened={adding} onClose={addDialog.close} onAdded={(card) => onSelect(card.token)} />
      ) : stripeReady ? (
        <StripeCardDialog opened={adding} onClose={addDialog.close} onAdded={(card) => onSelect(card.token)} />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteTitle')}
        message={deleting ? t('deleteMessage', { card: cardLabel(deleting, t('unknownBrand')) }) : ''}
        confirmLabel={t('delete')}
        keepLabel={t('keep')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await dispatch(deleteCard(deleting._id));
          toast.success(t('deleted'));
        }}
      />
    </TitledPanel>
  );
}
