'use client';

import { Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { StudioHeader } from '@/features/studio/studio-header';
import { SellerOrders } from './seller-orders';

/** /creator/orders: what fans bought from the creator's store. */
export function CreatorOrdersView() {
  const t = useTranslations('orders.seller');
  return (
    <Stack gap="lg" maw={1000} mx="auto" w="100%">
      <StudioHeader title={t('title')} subtitle={t('intro')} />
      <SellerOrders />
    </Stack>
  );
}
