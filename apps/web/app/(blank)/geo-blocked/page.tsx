import type { Metadata } from 'next';
import { GeoBlockLayout } from '@/features/layout/geo-block-layout';

export const metadata: Metadata = { title: 'Not available in your country' };

export default function GeoBlockedPage() {
  return <GeoBlockLayout />;
}
