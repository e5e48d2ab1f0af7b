import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GeoBlockLayout } from '@/features/layout/geo-block-layout';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('geoBlocked') };
}

export default function GeoBlockedPage() {
  return <GeoBlockLayout />;
}
