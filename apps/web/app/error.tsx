'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { StatusScreen } from '@/features/layout/status-screen';

/** Last resort for a page that threw while rendering. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('app.error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <StatusScreen kind="error" description={t('description')} onRetry={reset} />;
}
