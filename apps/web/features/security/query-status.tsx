'use client';

import { Alert, Loader } from '@mantine/core';
import { queryErrorMessage } from './query-error';

/** A list's loading spinner, or its failure as an alert. */
export function QueryStatus({ isLoading, error }: { isLoading: boolean; error: unknown }) {
  if (isLoading) return <Loader size="sm" />;
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {queryErrorMessage(error)}
    </Alert>
  );
}
