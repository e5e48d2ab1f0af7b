'use client';

import { Modal, Radio, Stack, type RadioGroupProps } from '@mantine/core';
import { MESSAGES, reportInputSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useApi } from '@/lib/api/api-context';
import { AppForm, CancelAndSubmit } from '@/lib/forms/app-form';
import { useField } from '@/lib/forms/binding';
import { TextareaField } from '@/lib/forms/text-fields';
import { useAppForm } from '@/lib/forms/use-app-form';
import { toast } from '@/lib/toast';

/**
 * The reasons offered; the chosen one is the report's title (contract 3.14), sent in English; each
 * is shown through its key in `feeds.report.reasons`.
 */
export const REPORT_REASONS = {
  spam: 'Spam or scam',
  nudity: 'Nudity outside the rules',
  violence: 'Violence or abuse',
  underage: 'Looks underage',
  stolen: 'Stolen content',
  other: 'Something else',
} as const;

/** The reason radios: the value is the English reason the API keeps, the label its translation. */
function ReasonField({ name, ...props }: { name: 'title' } & Omit<RadioGroupProps, 'children' | 'value' | 'onChange'>) {
  const t = useTranslations('feeds.report.reasons');
  const { field, error } = useField<ReportValues, z.output<typeof reportFormSchema>>({ name });
  return (
    <Radio.Group {...props} value={field.value} onChange={field.onChange} name={field.name} error={error}>
      <Stack gap={8} mt="xs">
        {Object.entries(REPORT_REASONS).map(([key, value]) => (
          <Radio key={key} value={value} label={t(key as keyof typeof REPORT_REASONS)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

const reportFormSchema = reportInputSchema.pick({ title: true, description: true });

interface ReportValues {
  title: string;
  description: string;
}

/** What can be reported besides posts (contract 3.14), and how the dialog names it. */
export type ReportTarget = 'feed' | 'gallery' | 'video' | 'product' | 'reel';

/** Reports a post (or a gallery, video...) to the operators: a reason and an optional description (POST /reports). */
export function ReportDialog({
  opened,
  onClose,
  feedId,
  performerId,
  target = 'feed',
}: {
  opened: boolean;
  onClose: () => void;
  /** The reported item's id (a post's, or a gallery's... with `target`). */
  feedId: string;
  performerId: string;
  target?: ReportTarget;
}) {
  const t = useTranslations('feeds.report');
  const c = useTranslations('common');
  const api = useApi();
  const form = useAppForm<ReportValues, z.output<typeof reportFormSchema>>({
    schema: reportFormSchema,
    defaultValues: { title: '', description: '' },
    fallbackError: MESSAGES.somethingWentWrong,
    onSubmit: async (values) => {
      await api.post('/reports', {
        target,
        targetId: feedId,
        performerId,
        title: values.title,
        ...(values.description ? { description: values.description } : {}),
      });
      toast.success(t(`thanks.${target}`), t('sent'));
      close();
    },
  });

  function close() {
    form.reset();
    form.setFormError(null);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t(`title.${target}`)} centered radius="lg">
      <AppForm form={form} label={t(`title.${target}`)} data-testid="report-form">
        <ReasonField name="title" label={t('reason')} withAsterisk />
        <TextareaField
          name="description"
          label={t('details')}
          placeholder={t('detailsPlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
        />
        <CancelAndSubmit onCancel={close} cancelLabel={c('cancel')} color="red">
          {t('send')}
        </CancelAndSubmit>
      </AppForm>
    </Modal>
  );
}
