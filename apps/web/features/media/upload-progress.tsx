'use client';

import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** The bar shown while a file goes up (contract 6: uploads report progress). */
export function UploadProgress({ value, label: given }: { value: number; label?: string }) {
  const t = useTranslations('media.progress');
  const label = given ?? t('uploading');
  return (
    <Stack gap={4} data-testid="upload-progress">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {value >= 100 ? t('processing') : label}
        </Text>
        <Text size="sm" c="dimmed" aria-hidden="true">
          {value}%
        </Text>
      </Group>
      <Progress
        value={value}
        size="lg"
        radius="xl"
        striped
        animated={value < 100}
        aria-label={t('aria', { label, value })}
        transitionDuration={150}
      />
    </Stack>
  );
}
