'use client';

import { Alert, Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { staffCan, type StaffRole } from '@fanlane/shared';
import { useFormat } from '@/lib/i18n/use-format';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { adminUserPath } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { PayoutsTab, RefundsTab } from './queue-money';
import { ReportCard } from './report-card';
import { useQueueSummaryQuery, useReportsQuery, useUpdatePerformerMutation, useUsersQuery } from './admin.api';

function ReportsTab() {
  const t = useTranslations('admin.queue');
  const list = useListQuery({ sortBy: 'createdAt' });
  const status = typeof list.filters.status === 'string' ? list.filters.status : 'pending';
  const { data, isFetching, error } = useReportsQuery({ ...list.apiParams, status });
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={status}
        onChange={(v) => list.setFilters({ status: v })}
        data={['pending', 'resolved', 'dismissed'].map((s) => ({ value: s, label: t(`statuses.${s}` as never) }))}
        w="fit-content"
      />
      {error && <Alert color="red">{'message' in error ? error.message : ''}</Alert>}
      {data?.data.length === 0 && !isFetching && <Text c="dimmed">{t('empty')}</Text>}
      {data?.data.map((r) => (
        <ReportCard key={r._id} report={r} />
      ))}
    </Stack>
  );
}

function DocumentsTab() {
  const t = useTranslations('admin.queue');
  const f = useFormat();
  const { data } = useUsersQuery({ performers: true, query: { verifiedDocument: false, limit: 50 } });
  const [update, { isLoading }] = useUpdatePerformerMutation();
  return (
    <Stack gap="sm">
      {data?.data.length === 0 && <Text c="dimmed">{t('noDocuments')}</Text>}
      {data?.data.map((u) => (
        <Card withBorder radius="md" p="md" key={u._id} data-testid={`pending-creator-${u.username}`}>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Anchor component={Link} href={adminUserPath(u._id)} fw={600}>
                {u.name} (@{u.username})
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('signedUp', { date: f.date(u.createdAt) })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button component={Link} href={adminUserPath(u._id)} variant="default">
                {t('reviewDocuments')}
              </Button>
              <Button
                loading={isLoading}
                onClick={async () => {
                  const r = await update({ id: u._id, body: { verifiedDocument: true } });
                  if (!('error' in r)) toast.success(t('verified', { name: u.name }));
                }}
                data-testid={`verify-${u.username}`}
              >
                {t('verify')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

const TABS = [
  { key: 'reports', permission: 'queue', count: 'reports', Panel: ReportsTab },
  { key: 'documents', permission: 'queue', count: 'documents', Panel: DocumentsTab },
  { key: 'payouts', permission: 'money', count: 'payouts', Panel: PayoutsTab },
  { key: 'refunds', permission: 'money', count: 'refunds', Panel: RefundsTab },
] as const;

/**
 * One list of what waits for a decision the role may take: reports and creators' identity documents
 * (moderators), payout and refund requests (finance); admins see all four.
 */
export function QueueView({ role }: { role: StaffRole }) {
  const t = useTranslations('admin.queue');
  const { data: counts } = useQueueSummaryQuery();
  const tabs = TABS.filter((tab) => staffCan(role, tab.permission));
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Tabs defaultValue={tabs[0]?.key} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.key}
              value={tab.key}
              data-testid={`tab-${tab.key}`}
              rightSection={
                counts?.[tab.count] ? (
                  <Badge size="sm" variant="light" color="orange" circle>
                    {counts[tab.count]}
                  </Badge>
                ) : null
              }
            >
              {t(tab.key)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ key, Panel }) => (
          <Tabs.Panel key={key} value={key} pt="md">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
