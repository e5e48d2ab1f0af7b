'use client';

import { Badge, Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { searchPath } from '@/lib/routes';
import { useTrendingKeywordsQuery } from './search.api';

/** The week's most searched keywords as links to their results; nothing while there are none. */
export function TrendingKeywords({ withTitle = true }: { withTitle?: boolean }) {
  const t = useTranslations('search');
  const { data } = useTrendingKeywordsQuery();
  const words = data?.data ?? [];
  if (!words.length) return null;
  return (
    <Group gap="xs" data-testid="trending-keywords" aria-label={t('trending')} role="list">
      {withTitle ? (
        <Text size="sm" fw={600}>
          {t('trending')}
        </Text>
      ) : null}
      {words.map((word) => (
        <Badge
          key={word._id}
          role="listitem"
          component={Link}
          href={searchPath(word.keyword)}
          variant="light"
          size="lg"
          radius="xl"
          style={{ cursor: 'pointer', textTransform: 'none' }}
        >
          {word.keyword}
        </Badge>
      ))}
    </Group>
  );
}
