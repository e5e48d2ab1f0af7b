'use client';

import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ORDER_MESSAGES, type DeliveryStatus, type Order } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { rethrowMessage } from '@/lib/forms/form-failure';
import { toast } from '@/lib/toast';
import { OrderCard, personName, productName } from './order-parts';
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
      <OrderItems list={list} label={t('seller.title')}>
        {(order) => (
          <OrderCard
            key={order._id}
            order={order}
            who={
              staff
                ? t('between', { buyer: personName(order.userInfo), seller: personName(order.performerInfo) })
                : t('from', { name: personName(order.userInfo) })
            }
          >
            {order.deliveryStatus !== 'refunded' ? (
              <Group gap="xs" justify="flex-end" wrap="wrap">
                {order.deliveryStatus === 'processing' ? (
                  <Button size="xs" radius="xl" onClick={() => setShipping(order)} data-testid="order-ship">
                    {t('seller.ship')}
                  </Button>
                ) : null}
                {order.deliveryStatus !== 'delivered' ? (
                  <Button
                    size="xs"
                    radius="xl"
                    variant="light"
                    onClick={() => void set(order, 'delivered').catch((e: Error) => toast.error(e.message))}
                    data-testid="order-delivered"
                  >
                    {t('seller.delivered')}
                  </Button>
                ) : null}
                <Button
                  size="xs"
                  radius="xl"
                  variant="light"
                  color="red"
                  onClick={() => setRefunding(order)}
                  data-testid="order-refund"
                >
                  {t('seller.refund')}
                </Button>
              </Group>
            ) : null}
          </OrderCard>
        )}
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
