'use client';

import { Alert, Avatar, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { useEffect, useState } from 'react';
import { NO_SHIPPING, ShippingPicker, type Shipping } from '@/features/orders/shipping-picker';
import { CoinIcon } from '@/features/layout/icons';
import { useFormat } from '@/lib/i18n/use-format';
import { WALLET_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { balanceAfter, canAfford, shortfall } from './money';
import { totalPrice, type PurchaseItem } from './purchase';
import { buyItem, refreshBalance } from './wallet.thunks';
import classes from './wallet.module.css';

export type { PurchaseItem } from './purchase';

const withoutBlanks = (shipping: Shipping) => Object.fromEntries(Object.entries(shipping).filter(([, v]) => v !== ''));

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Confirms a wallet purchase (contract 3.20): the item, its price, the balance now and after. A
 * short balance says so and leads to the wallet instead of buying. On success the balance follows
 * the API's answer and the item is marked bought, so the page showing it re-reads and unlocks it.
 */
export function PurchaseDialog({
  item,
  opened,
  onClose,
}: {
  item: PurchaseItem;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('wallet.purchase');
  const tc = useTranslations('common');
  const { tokens } = useFormat();
  const dispatch = useAppDispatch();
  const balance = useAppSelector((state) => state.user.current.balance ?? 0);
  const [quantity, setQuantity] = useState(1);
  const [shipping, setShipping] = useState<Shipping>(NO_SHIPPING);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const physical = item.target === 'product' && item.stock !== undefined;
  const maxQuantity = physical ? Math.max(1, Math.min(100, item.stock ?? 1)) : 1;
  const total = totalPrice(item.price, physical ? quantity : 1);
  const enough = canAfford(balance, total);

  // The balance is read again when the dialog opens: a top-up in another tab counts.
  useEffect(() => {
    if (!opened) return;
    setError(null);
    setQuantity(1);
    setShipping(NO_SHIPPING);
    void dispatch(refreshBalance());
  }, [dispatch, opened]);

  const confirm = async () => {
    if (physical && !shipping.deliveryAddressId) return setError(t('chooseAddress'));
    setBusy(true);
    setError(null);
    const body =
      item.target === 'product' ? (physical ? { quantity, ...withoutBlanks(shipping) } : { quantity: 1 }) : {};
    const result = await dispatch(buyItem(item.target, item._id, total, body));
    setBusy(false);
    if (result.ok) {
      if (item.target === 'product')
        toast.success(item.title ? t('ordered', { title: item.title }) : t('orderedUntitled'), t('orderedTitle'));
      else toast.success(t(`yours.${item.target}`), t('unlockedTitle'));
      onClose();
    } else {
      setError(result.message);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t(`title.${item.target}`)} centered radius="lg">
      <Stack gap="md" data-testid="purchase-dialog">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={item.image || null} radius="md" size={56} alt="">
            <CoinIcon size={24} />
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={2} data-testid="purchase-item">
              {item.title || t(`untitled.${item.target}`)}
            </Text>
            {item.performerName ? (
              <Text size="sm" c="dimmed" truncate>
                {t('by', { name: item.performerName })}
              </Text>
            ) : null}
          </div>
        </Group>

        {physical ? (
          <NumberInput
            label={t('quantity')}
            min={1}
            max={maxQuantity}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={quantity}
            onChange={(value) => setQuantity(Math.max(1, Math.min(maxQuantity, Number(value) || 1)))}
            w={140}
            data-testid="purchase-quantity"
          />
        ) : null}
        {physical && enough ? <ShippingPicker value={shipping} onChange={setShipping} /> : null}

        <Stack gap={6} className={classes.summary}>
          <Row label={t('price')} value={tokens(total)} testId="purchase-price" />
          <Row label={t('yourBalance')} value={tokens(balance)} testId="purchase-balance" />
          <Row
            label={t('balanceAfter')}
            value={enough ? tokens(balanceAfter(balance, total)) : '—'}
            strong
            testId="purchase-balance-after"
          />
        </Stack>

        {error ? (
          <Alert color="red" variant="light" role="alert" data-testid="purchase-error">
            {error}
          </Alert>
        ) : null}

        {enough ? (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" radius="xl" onClick={onClose} disabled={busy}>
              {tc('cancel')}
            </Button>
            <Button
              radius="xl"
              onClick={() => void confirm()}
              loading={busy}
              leftSection={<CoinIcon size={16} />}
              data-testid="purchase-confirm"
            >
              {t('pay', { amount: tokens(total) })}
            </Button>
          </Group>
        ) : (
          <>
            <Alert color="yellow" variant="light" data-testid="purchase-short">
              {t('short', { amount: tokens(shortfall(balance, total)) })} {t(`topUpTo.${item.target}`)}
            </Alert>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" radius="xl" onClick={onClose}>
                {tc('cancel')}
              </Button>
              <Button component={Link} href={WALLET_PATH} radius="xl" data-testid="purchase-top-up">
                {t('topUp')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
