'use client';

import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** A failed load: its message, and "Try again" (what is shown stays). */
export function RetryAlert({ message, onRetry, testId }: { message: string; onRetry: () => void; testId?: string }) {
  const t = useTranslations('common');
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      <Group gap="xs" justify="space-between">
        <Text size="sm">{message}</Text>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );
}
