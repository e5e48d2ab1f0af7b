'use client';

import { Button, Group, Select, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MODERATED_TYPES, REPORT_ACTIONS, type AdminReport, type ReportResolve } from '@fanlane/shared';
import { toast } from '@/lib/toast';
import { NoteField, SuspendDaysInput } from './admin-fields';
import { useResolveReportMutation } from './admin.api';

/** Content staff can hide (an account cannot be). */
const isModerated = (target: string) => (MODERATED_TYPES as readonly string[]).includes(target);

/** A pending report's decision: dismiss, hide the content, warn or suspend, with a note. */
export function ReportResolveForm({ report }: { report: AdminReport }) {
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
          <SuspendDaysInput label={t('days')} description={t('daysHint')} value={days} onChange={setDays} w={160} />
        )}
      </Group>
      <NoteField label={t('note')} value={note} onChange={setNote} minRows={1} maxLength={2000} />
      <Group>
        <Button onClick={submit} loading={isLoading} data-testid="resolve-submit">
          {t('apply')}
        </Button>
      </Group>
    </Stack>
  );
}
