import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { CreatorOrdersView } from '@/features/orders/creator-orders-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders.seller'))('title') };
}

export default async function CreatorOrdersPage() {
  await guardPage({ authenticate: true, onlyPerformer: true });
  return <CreatorOrdersView />;
}
