'use client';

import { Button, Group } from '@mantine/core';
import type { PaymentCard } from '@fanlane/shared';
import { useTranslations } from 'next-intl';

/** The card dialogs (sandbox and Stripe): open or not, closed, and told of the card saved. */
export interface CardDialogProps {
  opened: boolean;
  onClose: () => void;
  onAdded: (card: PaymentCard) => void;
}

/** Cancel and "Save card" at the end of a card form; `saving` spins the one and disables the other. */
export function CardFormActions({
  onCancel,
  saving,
  saveDisabled,
}: {
  onCancel: () => void;
  saving: boolean;
  saveDisabled?: boolean;
}) {
  const t = useTranslations('wallet.cards');
  const tc = useTranslations('common');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" radius="xl" onClick={onCancel} disabled={saving}>
        {tc('cancel')}
      </Button>
      <Button type="submit" radius="xl" loading={saving} disabled={saveDisabled} data-testid="card-save">
        {t('save')}
      </Button>
    </Group>
  );
}
