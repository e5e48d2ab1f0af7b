'use client';

import { Alert, Anchor, Button, Group, Paper, Select, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { flattenAddress, type Order } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MY_ORDERS_PATH, productPath } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { OrderCard, personName } from './order-parts';
import { useAddressesQuery, useChangeOrderAddressMutation, useOrderQuery } from './orders.api';

const STEPS = ['processing', 'shipping', 'delivered'] as const;

function StatusTimeline({ order }: { order: Order }) {
  const t = useTranslations('orders.status');
  if (order.deliveryStatus === 'refunded') {
    return (
      <Alert color="red" variant="light" data-testid="order-refunded">
        {t('refundedNote')}
      </Alert>
    );
  }
  const reached = STEPS.indexOf(order.deliveryStatus);
  return (
    <Timeline active={reached} bulletSize={18} lineWidth={2} data-testid="order-timeline">
      {STEPS.map((step) => (
        <Timeline.Item key={step} title={t(step)}>
          <Text size="xs" c="dimmed">
            {t(`${step}Note`)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** While the order is processing the buyer may send it to another of their addresses. */
function ChangeAddress({ order }: { order: Order }) {
  const t = useTranslations('orders.shipping');
  const { data } = useAddressesQuery();
  const [change, { isLoading }] = useChangeOrderAddressMutation();
  const [chosen, setChosen] = useState<string | null>(order.deliveryAddressId);
  const addresses = data?.data ?? [];
  if (addresses.length === 0) return null;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('change')}
        data={addresses.map((a) => ({ value: a._id, label: `${a.name}: ${flattenAddress(a)}` }))}
        value={chosen}
        onChange={setChosen}
        allowDeselect={false}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button
        radius="xl"
        variant="default"
        loading={isLoading}
        disabled={!chosen || chosen === order.deliveryAddressId}
        onClick={async () => {
          const result = await change({ id: order._id, deliveryAddressId: chosen! });
          if ('error' in result) toast.error(String((result.error as { message?: string }).message));
          else toast.success(t('changed'));
        }}
      >
        {t('send')}
      </Button>
    </Group>
  );
}

/** /orders/{id}: one order for its buyer: status timeline, tracking code, address, the product. */
export function OrderDetailView({ orderId }: { orderId: string }) {
  const t = useTranslations('orders');
  const { data: order, isLoading, error } = useOrderQuery(orderId);
  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Anchor component={Link} href={MY_ORDERS_PATH} size="sm">
        {t('back')}
      </Anchor>
      <Title order={1} fz={26}>
        {order ? t('number', { number: order.orderNumber }) : t('order')}
      </Title>
      {isLoading ? <Skeleton height={160} radius="md" /> : null}
      {error && 'message' in error ? (
        <Alert color="red" variant="light" role="alert">
          {String(error.message)}
        </Alert>
      ) : null}
      {order ? (
        <>
          <Stack component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            <OrderCard order={order} who={t('by', { name: personName(order.performerInfo) })}>
              <Group>
                <Anchor
                  component={Link}
                  href={productPath({ _id: order.productId, slug: String(order.productInfo?.slug ?? '') })}
                  size="sm"
                >
                  {order.productInfo?.type === 'digital' ? t('download') : t('product')}
                </Anchor>
              </Group>
            </OrderCard>
          </Stack>
          <Paper withBorder radius="md" p="md">
            <StatusTimeline order={order} />
          </Paper>
          {order.deliveryStatus === 'processing' && order.productInfo?.type !== 'digital' ? (
            <ChangeAddress order={order} />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
