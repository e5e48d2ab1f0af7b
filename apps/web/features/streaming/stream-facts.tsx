import { Badge, Group, Text } from '@mantine/core';
import type { Stream } from '@fanlane/shared';
import { EyeIcon } from '@/features/layout/icons';
import { streamPriceLabel, viewersLabel } from './stream-view';

/** "3 viewers" with the eye icon, as the studio and the watch page show it. */
export function ViewerCount({ viewers, testId }: { viewers: number; testId: string }) {
  return (
    <Group gap={4} c="dimmed">
      <EyeIcon size={16} />
      <Text size="sm" data-testid={testId}>
        {viewersLabel(viewers)}
      </Text>
    </Group>
  );
}

/** "Free" or the session's price. */
export function StreamPriceBadge({ stream }: { stream: Pick<Stream, 'isFree' | 'price'> }) {
  return (
    <Badge variant="light" color={stream.isFree ? 'teal' : 'yellow'}>
      {streamPriceLabel(stream)}
    </Badge>
  );
}
