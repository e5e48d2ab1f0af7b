'use client';

import { Code, Loader, Modal, Stack, Text } from '@mantine/core';
import type { OutboxMail } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { timeColumn } from './admin-columns';
import { AdminTable, from } from './admin-table';
import { AdminSection } from './section-heading';
import { useOutboxMailQuery, useOutboxQuery } from './outbox.api';

/** One mail's text body (the HTML part is not rendered in the console). */
function MailModal({ mail, onClose }: { mail: OutboxMail; onClose: () => void }) {
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

/** Mail kept in the local outbox when no SMTP server is configured (it holds reset links: admins only). */
export function OutboxView() {
  const t = useTranslations('admin.outbox');
  const f = useFormat();
  const [open, setOpen] = useState<OutboxMail | null>(null);
  return (
    <AdminSection title={t('title')} intro={t('intro')}>
      <AdminTable<OutboxMail>
        defaults={{ pageSize: 20 }}
        useRows={useOutboxQuery}
        idAccessor="id"
        filters={[{ key: 'q', label: t('search'), testId: 'outbox-search' }]}
        noRecordsText={t('none')}
        onRowClick={setOpen}
        columns={[
          { accessor: 'subject', title: t('subject') },
          { accessor: 'to', title: t('to'), visibleMediaQuery: from('sm') },
          timeColumn('createdAt', t('sent'), f.dateTime),
        ]}
      />
      {open && <MailModal mail={open} onClose={() => setOpen(null)} />}
    </AdminSection>
  );
}
