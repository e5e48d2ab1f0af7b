'use client';

import { SETTINGS } from '@fanlane/shared';
import { useAppSelector } from '@/lib/store/hooks';
import { GlobeIcon } from './icons';
import { StatusScreen } from './status-screen';

/** Replaces every page's layout when the country check says the visitor's country is blocked. */
export function GeoBlockLayout({ country }: { country?: string | null }) {
  const siteName = useAppSelector((state) => state.ui.siteName) || String(SETTINGS.siteName.default);
  const where = country ? ` (${country})` : '';
  return (
    <StatusScreen
      testId="geo-block-layout"
      icon={<GlobeIcon size={32} />}
      title="Not available in your country"
      description={`${siteName} is not available where you are${where}. If you think this is a mistake, contact the site's administrators.`}
    />
  );
}
