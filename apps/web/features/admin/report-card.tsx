'use client';

import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import type { AdminReport } from '@fanlane/shared';
import { useFormat } from '@/lib/i18n/use-format';
import { adminUserPath } from '@/lib/routes';
import { ReportResolveForm } from './report-resolve-form';

export function ReportCard({ report }: { report: AdminReport }) {
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
          <ReportResolveForm report={report} />
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
