'use client';

import { Anchor, Badge } from '@mantine/core';
import type { Stream } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { performerOf } from '@/features/streaming/stream-view';
import { useFormat } from '@/lib/i18n/use-format';
import type { ListApiParams } from '@/lib/list-query/list-query';
import { livePath } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useEndStreamMutation, useLiveStreamsQuery } from './admin.api';
import { actionsColumn, RowButton, timeColumn } from './admin-columns';
import { AdminTable, from } from './admin-table';
import { AdminSection } from './section-heading';

const useLiveRows = (params: ListApiParams) => useLiveStreamsQuery(params, { pollingInterval: 30_000 });

/** Live streams on air now (refreshed every 30 s); an operator ends one after confirming (audited). */
export function LiveStreamsView() {
  const t = useTranslations('admin.live');
  const f = useFormat();
  const [endStream] = useEndStreamMutation();
  const [ending, setEnding] = useState<Stream | null>(null);
  const creatorOf = (stream: Stream) => performerOf(stream, t('creator'));
  return (
    <AdminSection title={t('title')} intro={t('intro')}>
      <AdminTable<Stream>
        defaults={{ sortBy: 'updatedAt', pageSize: 20 }}
        useRows={useLiveRows}
        filters={[{ key: 'q', label: t('search'), testId: 'live-search' }]}
        noRecordsText={t('none')}
        columns={[
          {
            accessor: 'performerId',
            title: t('creator'),
            render: (s) => {
              const creator = creatorOf(s);
              return (
                <Anchor component={Link} href={livePath(creator.username || creator._id)} size="sm">
                  {creator.name}
                  {creator.username ? ` (@${creator.username})` : ''}
                </Anchor>
              );
            },
          },
          { accessor: 'title', title: t('streamTitle') },
          {
            accessor: 'price',
            title: t('entry'),
            render: (s) =>
              s.isFree || !s.price ? (
                <Badge color="teal" variant="light">
                  {t('free')}
                </Badge>
              ) : (
                f.tokens(s.price)
              ),
          },
          {
            accessor: 'stats',
            title: t('audience'),
            visibleMediaQuery: from('sm'),
            render: (s) => t('audienceValue', { viewers: s.stats.members, likes: s.stats.likes }),
          },
          timeColumn('updatedAt', t('since'), f.dateTime, { visibleMediaQuery: from('md') }),
          actionsColumn((s) => (
            <RowButton
              color="red"
              onClick={() => setEnding(s)}
              data-testid="live-end"
              aria-label={t('endOf', { name: creatorOf(s).name })}
            >
              {t('end')}
            </RowButton>
          )),
        ]}
      />
      <ConfirmDialog
        opened={ending !== null}
        title={t('confirmTitle')}
        message={ending ? t('confirmMessage', { name: creatorOf(ending).name, title: ending.title }) : ''}
        confirmLabel={t('end')}
        keepLabel={t('keep')}
        onConfirm={async () => {
          if (!ending) return;
          await endStream(ending._id).unwrap();
          toast.success(t('ended', { name: creatorOf(ending).name }));
        }}
        onClose={() => setEnding(null)}
      />
    </AdminSection>
  );
}
