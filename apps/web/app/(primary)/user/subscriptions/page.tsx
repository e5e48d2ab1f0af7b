import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardFanPage } from '@/features/auth/fan-page.server';
import { MySubscriptionsView } from '@/features/subscriptions/my-subscriptions-view';
import { CREATOR_SUBSCRIBERS_PATH } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('mySubscriptions') };
}

/** A fan's subscriptions; a creator has subscribers instead. */
export default async function MySubscriptionsPage() {
  await guardFanPage(CREATOR_SUBSCRIBERS_PATH);
  return <MySubscriptionsView />;
}
