'use client';

import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ORDER_MESSAGES, type DeliveryStatus, type Order } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { rethrowMessage } from '@/lib/forms/form-failure';
import { RowActions } from '@/lib/forms/row-actions';
import { toast } from '@/lib/toast';
import { personName, productName } from './order-parts';
import { OrderItems, useOrderList } from './my-orders-view';
import { useUpdateOrderMutation } from './orders.api';

/** Asks for the tracking code and marks the order shipping. */
function ShipDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const t = useTranslations('orders.seller');
  const [update, { isLoading }] = useUpdateOrderMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ship = async () => {
    if (!order) return;
    if (!code.trim()) return setError(ORDER_MESSAGES.shippingCodeRequired);
    const result = await update({ id: order._id, deliveryStatus: 'shipping', shippingCode: code.trim() });
    if ('error' in result) return setError(String((result.error as { message?: string }).message));
    toast.success(t('shipped'));
    setCode('');
    onClose();
  };
  return (
    <Modal opened={order !== null} onClose={onClose} title={t('shipTitle')} centered radius="lg">
      <Stack gap="md">
        <Text size="sm">{order ? productName(order) : ''}</Text>
        <TextInput
          label={t('trackingCode')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
          maxLength={200}
          data-autofocus
          data-testid="ship-code"
        />
        <Group justify="flex-end">
          <Button variant="default" radius="xl" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button radius="xl" loading={isLoading} onClick={() => void ship()} data-testid="ship-confirm">
            {t('ship')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The seller's side of orders (GET /orders/search): filter by status, ship with a tracking code,
 * mark delivered, refund (the ledger is reversed once and the item restocked). Finance staff see
 * every creator's orders through the same route.
 */
export function SellerOrders({ staff = false }: { staff?: boolean }) {
  const t = useTranslations('orders');
  const list = useOrderList(true);
  const [update] = useUpdateOrderMutation();
  const [shipping, setShipping] = useState<Order | null>(null);
  const [refunding, setRefunding] = useState<Order | null>(null);
  const set = async (order: Order, deliveryStatus: DeliveryStatus) => {
    await update({ id: order._id, deliveryStatus }).unwrap().catch(rethrowMessage);
    toast.success(t(`seller.done.${deliveryStatus}`));
  };
  return (
    <Stack gap="md">
      {list.filter}
      <OrderItems
        list={list}
        label={t('seller.title')}
        who={(order) =>
          staff
            ? t('between', { buyer: personName(order.userInfo), seller: personName(order.performerInfo) })
            : t('from', { name: personName(order.userInfo) })
        }
      >
        {(order) =>
          order.deliveryStatus !== 'refunded' ? (
            <RowActions
              actions={[
                {
                  label: t('seller.ship'),
                  show: order.deliveryStatus === 'processing',
                  onClick: () => setShipping(order),
                  testId: 'order-ship',
                },
                {
                  label: t('seller.delivered'),
                  show: order.deliveryStatus !== 'delivered',
                  variant: 'light',
                  onClick: () => void set(order, 'delivered').catch((e: Error) => toast.error(e.message)),
                  testId: 'order-delivered',
                },
                {
                  label: t('seller.refund'),
                  variant: 'light',
                  color: 'red',
                  onClick: () => setRefunding(order),
                  testId: 'order-refund',
                },
              ]}
            />
          ) : null
        }
      </OrderItems>
      {list.pagination}
      <ShipDialog order={shipping} onClose={() => setShipping(null)} />
      <ConfirmDialog
        opened={refunding !== null}
        title={t('seller.refundTitle')}
        message={refunding ? t('seller.refundMessage', { number: refunding.orderNumber }) : ''}
        confirmLabel={t('seller.refund')}
        keepLabel={t('seller.keep')}
        onConfirm={async () => {
          if (refunding) await set(refunding, 'refunded');
        }}
        onClose={() => setRefunding(null)}
      />
    </Stack>
  );
}
