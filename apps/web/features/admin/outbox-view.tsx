'use client';

import { Code, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import type { OutboxMail } from '@fanlane/shared';
import { DataTable } from 'mantine-datatable';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { useOutboxMailQuery, useOutboxQuery } from './outbox.api';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

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
  const list = useListQuery({ pageSize: 20 });
  const { data, isFetching } = useOutboxQuery(list.apiParams);
  const [open, setOpen] = useState<OutboxMail | null>(null);
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('search')}
          defaultValue={text(list.filters.q)}
          onKeyDown={(e) => e.key === 'Enter' && list.setFilters({ q: e.currentTarget.value })}
          onBlur={(e) =>
            e.currentTarget.value !== text(list.filters.q) && list.setFilters({ q: e.currentTarget.value })
          }
          data-testid="outbox-search"
        />
      </Group>
      <DataTable
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        minHeight={200}
        fetching={isFetching}
        records={data?.data ?? []}
        idAccessor="id"
        totalRecords={data?.total ?? 0}
        recordsPerPage={list.pageSize}
        page={list.current}
        onPageChange={(p) => list.setPage(p)}
        noRecordsText={t('none')}
        onRowClick={({ record }) => setOpen(record)}
        columns={[
          { accessor: 'subject', title: t('subject') },
          { accessor: 'to', title: t('to'), visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})` },
          { accessor: 'createdAt', title: t('sent'), render: (m) => f.dateTime(m.createdAt) },
        ]}
      />
      {open && <MailModal mail={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
