import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ReelsPlayer } from '@/features/reels/reels-player';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('reels') };
}

/** The vertical reels player; `?reel=` opens on one reel, `?performerId=` shows one creator's. */
export default function ReelsPage() {
  return (
    <Suspense>
      <ReelsPlayer />
    </Suspense>
  );
}
