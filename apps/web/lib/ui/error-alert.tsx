'use client';

import { Alert } from '@mantine/core';

/**
 * A failed load's or action's message in a red alert, nothing while there is none (the lighter
 * sibling of `retry-alert.tsx`, for a message without "Try again").
 */
export function ErrorAlert({ message, testId }: { message: string | null | undefined; testId?: string }) {
  return message ? (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {message}
    </Alert>
  ) : null;
}
