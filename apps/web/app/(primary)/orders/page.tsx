import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { MyOrdersView } from '@/features/orders/my-orders-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders'))('mine') };
}

export default async function MyOrdersPage() {
  await guardPage({ authenticate: true });
  return <MyOrdersView />;
}
