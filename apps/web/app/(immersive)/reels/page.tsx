import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ReelsPlayer } from '@/features/reels/reels-player';

export const metadata: Metadata = { title: 'Reels' };

/** The vertical reels player; `?reel=` opens on one reel, `?performerId=` shows one creator's. */
export default function ReelsPage() {
  return (
    <Suspense>
      <ReelsPlayer />
    </Suspense>
  );
}
