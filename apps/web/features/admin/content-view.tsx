'use client';

import { Badge, SegmentedControl } from '@mantine/core';
import { MODERATED_TYPES, type AdminContent, type ModeratedType } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { actionsColumn, RowActions, RowButton, timeColumn } from './admin-columns';
import { AdminTable, from } from './admin-table';
import { ReasonModal } from './reason-modal';
import { AdminSection } from './section-heading';
import { useAdminContentQuery, useModerateContentMutation, type ContentAction } from './content.api';

const STATUS_COLOR: Record<string, string> = { active: 'teal', hidden: 'red', draft: 'gray', inactive: 'gray' };

/** Asks for the reason of a hide, restore or delete (kept in the audit log), then does it. */
function ReasonDialog({ item, action, onClose }: { item: AdminContent; action: ContentAction; onClose: () => void }) {
  const t = useTranslations('admin.content');
  const [moderate, { isLoading }] = useModerateContentMutation();
  return (
    <ReasonModal
      title={t(`confirm.${action}`)}
      message={t('confirmMessage', { title: item.title || '—', owner: item.ownerName })}
      field={{
        label: t('reason'),
        description: t('reasonHint'),
        maxLength: 500,
        minRows: 2,
        required: true,
        'data-autofocus': true,
        'data-testid': 'content-reason',
      }}
      cancelLabel={t('cancel')}
      confirm={{
        label: t(`actions.${action}`),
        color: action === 'restore' ? 'teal' : 'red',
        testId: 'content-confirm',
        loading: isLoading,
        required: true,
      }}
      run={(reason) => moderate({ type: item.type, id: item._id, action, reason }).unwrap()}
      done={t(`done.${action}`, { title: item.title })}
      onClose={onClose}
      rounded
    />
  );
}

/** Content: every post, video, gallery, product, reel and comment by type, with hide / restore and delete. */
export function ContentView() {
  const t = useTranslations('admin.content');
  const f = useFormat();
  const list = useListQuery({ pageSize: 20, filters: { type: 'feed' } });
  const type = (MODERATED_TYPES as readonly string[]).includes(String(list.filters.type))
    ? (list.filters.type as ModeratedType)
    : 'feed';
  const [acting, setActing] = useState<{ item: AdminContent; action: ContentAction } | null>(null);
  const statuses =
    type === 'feed'
      ? ['active', 'inactive', 'hidden']
      : type === 'comment'
        ? ['active', 'hidden']
        : ['active', 'draft', 'inactive', 'hidden'];
  return (
    <AdminSection title={t('title')} intro={t('intro')}>
      <SegmentedControl
        value={type}
        onChange={(v) => list.setFilters({ type: v, status: '' })}
        data={MODERATED_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        aria-label={t('type')}
        data-testid="content-type"
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <AdminTable<AdminContent>
        defaults={{ pageSize: 20, filters: { type: 'feed' } }}
        useRows={useAdminContentQuery}
        noRecordsText={t('none')}
        filters={[
          { key: 'q', label: t('search'), testId: 'content-search' },
          ...(statuses.length
            ? [
                {
                  key: 'status',
                  label: t('status'),
                  kind: 'select' as const,
                  data: statuses.map((s) => ({ value: s, label: t(`statuses.${s}` as never) })),
                },
              ]
            : []),
        ]}
        columns={[
          { accessor: 'title', title: t('item'), render: (c) => c.title || '—' },
          { accessor: 'ownerName', title: t('owner'), visibleMediaQuery: from('sm') },
          {
            accessor: 'status',
            title: t('status'),
            noWrap: true,
            render: (c) => (
              <Badge variant="light" color={STATUS_COLOR[c.status] ?? 'gray'}>
                {t.has(`statuses.${c.status}` as never) ? t(`statuses.${c.status}` as never) : c.status}
              </Badge>
            ),
          },
          timeColumn('createdAt', t('created'), f.dateTime, { sortable: true, visibleMediaQuery: from('md') }),
          actionsColumn((c) => (
            <RowActions>
              <RowButton
                color={c.status === 'hidden' ? 'teal' : 'orange'}
                onClick={() => setActing({ item: c, action: c.status === 'hidden' ? 'restore' : 'hide' })}
                data-testid={c.status === 'hidden' ? 'content-restore' : 'content-hide'}
              >
                {t(c.status === 'hidden' ? 'actions.restore' : 'actions.hide')}
              </RowButton>
              <RowButton
                color="red"
                onClick={() => setActing({ item: c, action: 'delete' })}
                data-testid="content-delete"
              >
                {t('actions.delete')}
              </RowButton>
            </RowActions>
          )),
        ]}
      />
      {acting && <ReasonDialog {...acting} onClose={() => setActing(null)} />}
    </AdminSection>
  );
}
