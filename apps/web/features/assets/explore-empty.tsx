'use client';

import { Button, EmptyState, type EmptyStateProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { CREATORS_PATH } from '@/lib/routes';
import Link from '@/lib/ui/link';

/** An empty list that sends the fan to the creators: nothing saved, nothing to play yet. */
export function ExploreEmpty({
  testId,
  ...state
}: Pick<EmptyStateProps, 'icon' | 'title' | 'description' | 'py'> & { testId?: string }) {
  const t = useTranslations('assets');
  return (
    <EmptyState variant="light" {...state} data-testid={testId}>
      <EmptyState.Actions>
        <Button component={Link} href={CREATORS_PATH} radius="xl" variant="light">
          {t('exploreCreators')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
