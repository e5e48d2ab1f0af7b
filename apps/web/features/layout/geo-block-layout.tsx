'use client';

import { SETTINGS } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useAppSelector } from '@/lib/store/hooks';
import { StatusScreen } from './status-screen';

/** Replaces every page's layout when the country check says the visitor's country is blocked. */
export function GeoBlockLayout({ country }: { country?: string | null }) {
  const siteName = useAppSelector((state) => state.ui.siteName) || String(SETTINGS.siteName.default);
  const t = useTranslations('layout');
  return (
    <StatusScreen
      kind="geoBlock"
      description={country ? t('geoBlockedIn', { siteName, country }) : t('geoBlocked', { siteName })}
    />
  );
}
