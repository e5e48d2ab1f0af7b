'use client';

import { Anchor, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { DELIVERY_STATUSES, type Order } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ListPagination } from '@/lib/list-query/list-pagination';
import { ADDRESSES_PATH, orderPath } from '@/lib/routes';
import { PageHeading } from '@/lib/ui/page-heading';
import { OrderCard, personName, productName } from './order-parts';
import { useOrdersQuery } from './orders.api';

const PAGE_SIZE = 10;

/** The status filter of both order lists ('' is every order). */
export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations('orders');
  return (
    <SegmentedControl
      radius="xl"
      value={value}
      onChange={onChange}
      aria-label={t('filter')}
      data={[{ value: '', label: t('all') }, ...DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
      style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      data-testid="order-filter"
    />
  );
}

/** Pages an order list by status: the buyer's (`seller` false) or the creator's. */
export function useOrderList(seller: boolean) {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const query = useOrdersQuery({
    seller,
    query: {
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
      sort: 'desc',
      sortBy: 'createdAt',
      ...(status ? { deliveryStatus: status } : {}),
    },
  });
  const pages = Math.ceil((query.data?.total ?? 0) / PAGE_SIZE);
  const filter = (
    <StatusFilter
      value={status}
      onChange={(value) => {
        setStatus(value);
        setPage(1);
      }}
    />
  );
  return {
    ...query,
    items: query.data?.data ?? [],
    filter,
    pagination: <ListPagination pages={pages} page={page} onPage={setPage} />,
  };
}

/**
 * An order list's body: a placeholder while loading, a line when empty, else one card an order,
 * saying `who` it is from or by, with an optional `title` and what `children` add (actions).
 */
export function OrderItems({
  list,
  label,
  who,
  title,
  children,
}: {
  list: ReturnType<typeof useOrderList>;
  label: string;
  who: (order: Order) => string;
  title?: (order: Order) => ReactNode;
  children?: (order: Order) => ReactNode;
}) {
  const t = useTranslations('orders');
  if (list.isLoading) return <Skeleton height={90} radius="md" />;
  if (list.items.length === 0)
    return (
      <Text c="dimmed" data-testid="orders-empty">
        {t('none')}
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {list.items.map((order) => (
        <OrderCard key={order._id} order={order} who={who(order)} title={title?.(order)}>
          {children?.(order)}
        </OrderCard>
      ))}
    </Stack>
  );
}

/** /orders: what the fan bought, newest first, each leading to its detail. */
export function MyOrdersView() {
  const t = useTranslations('orders');
  const list = useOrderList(false);
  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%">
      <PageHeading
        title={t('mine')}
        intro={t('mineIntro')}
        link={{ href: ADDRESSES_PATH, label: t('address.manage') }}
      />
      {list.filter}
      <OrderItems
        list={list}
        label={t('mine')}
        who={(order) => t('by', { name: personName(order.performerInfo) })}
        title={(order) => (
          <Anchor component={Link} href={orderPath(order._id)} fw={600} data-testid="order-link">
            {productName(order)}
          </Anchor>
        )}
      />
      {list.pagination}
    </Stack>
  );
}
