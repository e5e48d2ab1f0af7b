import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LiveListView } from '@/features/streaming/live-list-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('liveNow') };
}

/** Creators streaming now. */
export default function LivePage() {
  return <LiveListView />;
}
