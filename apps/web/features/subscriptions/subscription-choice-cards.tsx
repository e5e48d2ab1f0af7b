'use client';

import { Badge, Box, Group, Radio, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import type { SubscriptionOption } from './subscription-view';
import { useSubscriptionLabels } from './use-subscription-labels';

export type Method = 'wallet' | 'card';

export function OptionCard({ option, saving }: { option: SubscriptionOption; saving: number }) {
  const t = useTranslations('subscriptions.modal');
  const tc = useTranslations('common');
  const f = useFormat();
  const labels = useSubscriptionLabels();
  const label = labels.option(option);
  return (
    <Radio.Card
      value={option.type}
      radius="md"
      px="md"
      py="sm"
      data-testid={`subscription-option-${option.type}`}
      aria-label={t('optionAria', { label, price: option.price > 0 ? f.money(option.price) : t('freeLower') })}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Group gap={6}>
              <Text fw={600}>{label}</Text>
              {option.type === 'yearly' && saving > 0 ? (
                <Badge size="sm" variant="light" color="teal" radius="xl">
                  {t('save', { percent: saving })}
                </Badge>
              ) : null}
            </Group>
            <Text fw={700}>{option.price > 0 ? f.money(option.price) : tc('free')}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {labels.detail(option)}
          </Text>
        </Box>
      </Group>
    </Radio.Card>
  );
}

export function MethodCard({ value, title, children }: { value: Method; title: string; children?: ReactNode }) {
  return (
    <Radio.Card value={value} radius="md" p="sm" data-testid={`subscription-method-${value}`} aria-label={title}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm">
            {title}
          </Text>
          {children}
        </Box>
      </Group>
    </Radio.Card>
  );
}
