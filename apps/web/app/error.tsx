'use client';

import { Button } from '@mantine/core';
import { MESSAGES } from '@fanlane/shared';
import { useEffect } from 'react';
import { CloudOffIcon } from '@/features/layout/icons';
import { StatusScreen } from '@/features/layout/status-screen';

/** Last resort for a page that threw while rendering. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusScreen
      testId="page-error"
      icon={<CloudOffIcon size={32} />}
      title="Something went wrong"
      description={MESSAGES.somethingWentWrong}
    >
      <Button radius="xl" onClick={reset}>
        Try again
      </Button>
    </StatusScreen>
  );
}
