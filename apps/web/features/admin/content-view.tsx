'use client';

import { Badge, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { MODERATED_TYPES, type AdminContent, type ModeratedType } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { messageOf } from '@/lib/api/error';
import { useFormat } from '@/lib/i18n/use-format';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { toast } from '@/lib/toast';
import { AdminTable, from } from './admin-table';
import { useAdminContentQuery, useModerateContentMutation, type ContentAction } from './content.api';

const STATUS_COLOR: Record<string, string> = { active: 'teal', hidden: 'red', draft: 'gray', inactive: 'gray' };

/** Asks for the reason of a hide, restore or delete (kept in the audit log), then does it. */
function ReasonDialog({ item, action, onClose }: { item: AdminContent; action: ContentAction; onClose: () => void }) {
  const t = useTranslations('admin.content');
  const [moderate, { isLoading }] = useModerateContentMutation();
  const [reason, setReason] = useState('');
  const submit = async () => {
    try {
      await moderate({ type: item.type, id: item._id, action, reason }).unwrap();
      toast.success(t(`done.${action}`, { title: item.title }));
      onClose();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t(`confirm.${action}`)} centered radius="lg">
      <Stack gap="sm">
        <Text size="sm">{t('confirmMessage', { title: item.title || '—', owner: item.ownerName })}</Text>
        <Textarea
          label={t('reason')}
          description={t('reasonHint')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          required
          data-autofocus
          data-testid="content-reason"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" radius="xl" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            radius="xl"
            color={action === 'restore' ? 'teal' : 'red'}
            loading={isLoading}
            disabled={!reason.trim()}
            onClick={submit}
            data-testid="content-confirm"
          >
            {t(`actions.${action}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
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
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
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
          {
            accessor: 'createdAt',
            title: t('created'),
            sortable: true,
            visibleMediaQuery: from('md'),
            render: (c) => f.dateTime(c.createdAt),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (c) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  color={c.status === 'hidden' ? 'teal' : 'orange'}
                  onClick={() => setActing({ item: c, action: c.status === 'hidden' ? 'restore' : 'hide' })}
                  data-testid={c.status === 'hidden' ? 'content-restore' : 'content-hide'}
                >
                  {t(c.status === 'hidden' ? 'actions.restore' : 'actions.hide')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => setActing({ item: c, action: 'delete' })}
                  data-testid="content-delete"
                >
                  {t('actions.delete')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      {acting && <ReasonDialog {...acting} onClose={() => setActing(null)} />}
    </Stack>
  );
}
