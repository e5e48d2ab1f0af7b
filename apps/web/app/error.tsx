'use client';

import { MESSAGES } from '@fanlane/shared';
import { useEffect } from 'react';
import { StatusScreen } from '@/features/layout/status-screen';

/** Last resort for a page that threw while rendering. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <StatusScreen kind="error" description={MESSAGES.somethingWentWrong} onRetry={reset} />;
}
