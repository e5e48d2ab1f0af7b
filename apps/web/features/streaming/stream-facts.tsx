import { Badge, Group, Text } from '@mantine/core';
import type { Stream } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { EyeIcon } from '@/features/layout/icons';
import { useFormat } from '@/lib/i18n/use-format';

/** "3 viewers" and "Free" / "5 tokens", in the reader's language. */
export function useStreamLabels() {
  const t = useTranslations('live.facts');
  const f = useFormat();
  return {
    viewers: (count: number) => t('viewers', { count }),
    price: (stream: Pick<Stream, 'isFree' | 'price'>) =>
      stream.isFree || !stream.price ? t('free') : f.tokens(stream.price),
  };
}

/** "3 viewers" with the eye icon, as the studio and the watch page show it. */
export function ViewerCount({ viewers, testId }: { viewers: number; testId: string }) {
  const labels = useStreamLabels();
  return (
    <Group gap={4} c="dimmed">
      <EyeIcon size={16} />
      <Text size="sm" data-testid={testId}>
        {labels.viewers(viewers)}
      </Text>
    </Group>
  );
}

/** "Free" or the session's price. */
export function StreamPriceBadge({ stream }: { stream: Pick<Stream, 'isFree' | 'price'> }) {
  const labels = useStreamLabels();
  return (
    <Badge variant="light" color={stream.isFree ? 'teal' : 'yellow'}>
      {labels.price(stream)}
    </Badge>
  );
}
