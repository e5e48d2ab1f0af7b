'use client';

import { SETTINGS } from '@fanlane/shared';
import { useAppSelector } from '@/lib/store/hooks';
import { StatusScreen } from './status-screen';

/** Replaces every page's layout when the country check says the visitor's country is blocked. */
export function GeoBlockLayout({ country }: { country?: string | null }) {
  const siteName = useAppSelector((state) => state.ui.siteName) || String(SETTINGS.siteName.default);
  const where = country ? ` (${country})` : '';
  return (
    <StatusScreen
      kind="geoBlock"
      description={`${siteName} is not available where you are${where}. If you think this is a mistake, contact the site's administrators.`}
    />
  );
}
