'use client';

import { Badge, Text } from '@mantine/core';
import type { DeliveryStatus, Order } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { ListRowCard } from '@/lib/ui/list-row-card';

const COLORS: Record<DeliveryStatus, string> = {
  processing: 'yellow',
  shipping: 'blue',
  delivered: 'teal',
  refunded: 'red',
};

export const productName = (order: Order) =>
  typeof order.productInfo?.name === 'string' ? order.productInfo.name : order.productId;
export const personName = (info: Record<string, unknown> | null) => String(info?.name || info?.username || '');

export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  const t = useTranslations('orders.status');
  return (
    <Badge color={COLORS[status]} variant="light" radius="xl" tt="none" data-testid="order-status" data-status={status}>
      {t(status)}
    </Badge>
  );
}

/** One order as a card: product, number, quantity and total, status, address and tracking code. */
export function OrderCard({
  order,
  who,
  title,
  children,
}: {
  order: Order;
  /** "From @fan" or "By creator". */
  who: string;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations('orders');
  const f = useFormat();
  return (
    <ListRowCard
      row={{ kind: 'order', id: order._id }}
      head={
        <div style={{ minWidth: 0 }}>
          {title ?? (
            <Text fw={600} truncate>
              {productName(order)}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('number', { number: order.orderNumber })} · {f.dateTime(order.createdAt)} · {who}
          </Text>
        </div>
      }
      badge={<DeliveryBadge status={order.deliveryStatus} />}
    >
      <Text size="sm">
        {t('quantityTotal', {
          quantity: order.quantity,
          unit: f.tokens(order.unitPrice),
          total: f.tokens(order.totalPrice),
        })}
      </Text>
      {order.deliveryAddress ? (
        <Text size="sm" c="dimmed" data-testid="order-address">
          {t('shipTo', { address: order.deliveryAddress })}
        </Text>
      ) : null}
      {order.phoneNumber ? (
        <Text size="sm" c="dimmed">
          {t('phone', { phone: order.phoneNumber })}
        </Text>
      ) : null}
      {order.userNote ? <Text size="sm">{t('note', { note: order.userNote })}</Text> : null}
      {order.shippingCode ? (
        <Text size="sm" fw={600} data-testid="order-tracking">
          {t('tracking', { code: order.shippingCode })}
        </Text>
      ) : null}
      {children}
    </ListRowCard>
  );
}
