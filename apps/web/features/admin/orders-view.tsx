'use client';

import { Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { SectionHeading } from './section-heading';
import { SellerOrders } from '@/features/orders/seller-orders';

/** Every creator's orders for finance staff (GET /orders/search answers them all to the money permission). */
export function AdminOrdersView() {
  const t = useTranslations('admin.orders');
  return (
    <Stack gap="md">
      <SectionHeading title={t('title')} intro={t('intro')} />
      <SellerOrders staff />
    </Stack>
  );
}
