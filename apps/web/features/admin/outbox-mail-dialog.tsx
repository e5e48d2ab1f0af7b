'use client';

import { Code, Loader, Modal, Stack, Text } from '@mantine/core';
import type { OutboxMail } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { useOutboxMailQuery } from './outbox.api';

/** One mail's text body (the HTML part is not rendered in the console). */
export function OutboxMailDialog({ mail, onClose }: { mail: OutboxMail; onClose: () => void }) {
  const t = useTranslations('admin.outbox');
  const f = useFormat();
  const { data, isLoading } = useOutboxMailQuery(mail.id);
  return (
    <Modal opened onClose={onClose} title={mail.subject} centered radius="lg" size="lg">
      <Stack gap="xs" data-testid="outbox-mail">
        <Text size="sm">{t('toLine', { to: mail.to, from: mail.from })}</Text>
        <Text size="sm" c="dimmed">
          {f.dateTime(mail.createdAt)}
        </Text>
        {isLoading ? (
          <Loader size="sm" />
        ) : (
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {data?.text || t('noText')}
          </Code>
        )}
      </Stack>
    </Modal>
  );
}
