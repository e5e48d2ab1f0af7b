import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { OrderDetailView } from '@/features/orders/order-detail-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders'))('order') };
}

export default async function OrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  await guardPage({ authenticate: true });
  const { orderId } = await params;
  return <OrderDetailView orderId={orderId} />;
}
