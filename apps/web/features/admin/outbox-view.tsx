'use client';

import type { OutboxMail } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { timeColumn } from './admin-columns';
import { AdminTable, from } from './admin-table';
import { AdminSection } from './section-heading';
import { OutboxMailDialog } from './outbox-mail-dialog';
import { useOutboxQuery } from './outbox.api';

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
      {open && <OutboxMailDialog mail={open} onClose={() => setOpen(null)} />}
    </AdminSection>
  );
}
