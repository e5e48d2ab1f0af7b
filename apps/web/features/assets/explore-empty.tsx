'use client';

import { Button, EmptyState, type MantineSpacing } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CREATORS_PATH } from '@/lib/routes';
import Link from '@/lib/ui/link';

/** An empty list that sends the fan to the creators: nothing saved, nothing to play yet. */
export function ExploreEmpty({
  icon,
  title,
  description,
  testId,
  py,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  testId?: string;
  py?: MantineSpacing;
}) {
  const t = useTranslations('assets');
  return (
    <EmptyState variant="light" icon={icon} title={title} description={description} py={py} data-testid={testId}>
      <EmptyState.Actions>
        <Button component={Link} href={CREATORS_PATH} radius="xl" variant="light">
          {t('exploreCreators')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
