'use client';

import { SETTINGS } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { StatusScreen } from './status-screen';

/** Shown instead of any page when the API cannot be reached during server rendering. */
export function ServiceUnavailable() {
  const t = useTranslations('layout');
  const siteName = String(SETTINGS.siteName.default);
  return (
    <StatusScreen
      kind="unavailable"
      description={t('serviceUnavailable', { siteName })}
      onRetry={() => window.location.reload()}
    />
  );
}
