'use client';

import { Alert } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PasskeyCeremonyError } from './passkey-ceremony';
import { queryErrorMessage } from './query-error';

/**
 * Runs a passkey step (the browser's prompt and the API calls around it) with a busy flag. A failure
 * becomes one message: the browser's, translated, or the API's.
 */
export function usePasskeyStep(testId: string) {
  const errors = useTranslations('security.passkeys.errors');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      setProblem(
        error instanceof PasskeyCeremonyError
          ? errors(error.reason)
          : error instanceof Error
            ? error.message
            : queryErrorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  };
  const alert = problem ? (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {problem}
    </Alert>
  ) : null;
  return { busy, run, alert };
}
