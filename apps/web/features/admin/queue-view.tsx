'use client';

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  MODERATED_TYPES,
  REPORT_ACTIONS,
  staffCan,
  type AdminReport,
  type ReportResolve,
  type StaffRole,
} from '@fanlane/shared';
import { useFormat } from '@/lib/i18n/use-format';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { adminUserPath } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { PayoutsTab, RefundsTab } from './queue-money';
import {
  useQueueSummaryQuery,
  useReportsQuery,
  useResolveReportMutation,
  useUpdatePerformerMutation,
  useUsersQuery,
} from './admin.api';

/** Content staff can hide (an account cannot be). */
const isModerated = (target: string) => (MODERATED_TYPES as readonly string[]).includes(target);

function ResolveForm({ report }: { report: AdminReport }) {
  const t = useTranslations('admin.queue');
  const [action, setAction] = useState<ReportResolve['action']>('dismiss');
  const [note, setNote] = useState('');
  const [days, setDays] = useState<number | string>('');
  const [resolve, { isLoading }] = useResolveReportMutation();
  const submit = async () => {
    const result = await resolve({
      id: report._id,
      action,
      note,
      ...(action === 'suspend' && typeof days === 'number' ? { days } : {}),
    });
    if ('error' in result) toast.error((result.error as { message?: string }).message ?? '');
    else toast.success(t('resolved'));
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('action')}
          data={REPORT_ACTIONS.filter((a) => a !== 'hide' || isModerated(report.target)).map((a) => ({
            value: a,
            label: t(`actions.${a}` as never),
          }))}
          value={action}
          onChange={(v) => v && setAction(v as ReportResolve['action'])}
          allowDeselect={false}
          w={180}
          data-testid="resolve-action"
        />
        {action === 'suspend' && (
          <NumberInput
            label={t('days')}
            description={t('daysHint')}
            min={1}
            max={3650}
            value={days}
            onChange={setDays}
            w={160}
          />
        )}
      </Group>
      <Textarea
        label={t('note')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        autosize
        minRows={1}
        maxLength={2000}
      />
      <Group>
        <Button onClick={submit} loading={isLoading} data-testid="resolve-submit">
          {t('apply')}
        </Button>
      </Group>
    </Stack>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  const t = useTranslations('admin.queue');
  const f = useFormat();
  return (
    <Card withBorder radius="md" p="md" data-testid={`report-${report._id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {report.title}
          </Title>
          <Group gap="xs">
            <Badge variant="light">
              {t.has(`targets.${report.target}` as never) ? t(`targets.${report.target}` as never) : report.target}
            </Badge>
            <Badge variant="light" color={report.status === 'pending' ? 'orange' : 'gray'}>
              {t(`statuses.${report.status}` as never)}
            </Badge>
          </Group>
        </Group>
        {report.description && <Text size="sm">{report.description}</Text>}
        <Text size="sm" c="dimmed">
          {t('reportedBy', { name: report.reporter?.name ?? '?', date: f.dateTime(report.createdAt) })}
          {' · '}
          {report.reported && (
            <Anchor component={Link} href={adminUserPath(report.reported._id)} size="sm">
              {t('about', { name: report.reported.name })}
            </Anchor>
          )}
        </Text>
        {report.preview && (
          <Card withBorder radius="sm" p="sm" bg="var(--mantine-color-default-hover)">
            <Group wrap="nowrap" align="flex-start">
              {report.preview.thumbnail && (
                <Image src={report.preview.thumbnail} alt="" w={72} h={72} radius="sm" fit="cover" />
              )}
              <Stack gap={2}>
                <Text size="sm" data-testid="report-preview">
                  {report.preview.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('contentStatus', { status: report.preview.status })}
                </Text>
              </Stack>
            </Group>
          </Card>
        )}
        {report.earlierActions.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('earlier', {
              actions: report.earlierActions.map((a) => `${a.action} (${f.date(a.createdAt)})`).join(', '),
            })}
          </Text>
        )}
        {report.status === 'pending' ? (
          <ResolveForm report={report} />
        ) : (
          <Text size="sm">
            {t('decision', {
              resolution: report.resolution ?? '',
              reviewer: report.reviewerName ?? '',
              note: report.note,
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

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
