import type { Metadata } from 'next';
import { LiveListView } from '@/features/streaming/live-list-view';

export const metadata: Metadata = { title: 'Live now' };

/** Creators streaming now. */
export default function LivePage() {
  return <LiveListView />;
}
