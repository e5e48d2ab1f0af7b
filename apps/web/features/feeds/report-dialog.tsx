'use client';

import { Modal } from '@mantine/core';
import { MESSAGES, reportInputSchema } from '@fanlane/shared';
import type { z } from 'zod';
import { useApi } from '@/lib/api/api-context';
import { AppForm, CancelAndSubmit } from '@/lib/forms/app-form';
import { RadioField } from '@/lib/forms/choice-fields';
import { TextareaField } from '@/lib/forms/text-fields';
import { useAppForm } from '@/lib/forms/use-app-form';
import { toast } from '@/lib/toast';

/** The reasons offered; the chosen one is the report's title (contract 3.14). */
export const REPORT_REASONS = [
  'Spam or scam',
  'Nudity outside the rules',
  'Violence or abuse',
  'Looks underage',
  'Stolen content',
  'Something else',
] as const;

const reportFormSchema = reportInputSchema.pick({ title: true, description: true });

interface ReportValues {
  title: string;
  description: string;
}

/** What can be reported besides posts (contract 3.14), and how the dialog names it. */
export type ReportTarget = 'feed' | 'gallery' | 'video' | 'product' | 'reel';
const TARGET_NOUNS: Record<ReportTarget, string> = {
  feed: 'post',
  gallery: 'gallery',
  video: 'video',
  product: 'product',
  reel: 'reel',
};

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
  const noun = TARGET_NOUNS[target];
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
      toast.success(`Thanks, the moderators will look at this ${noun}.`, 'Report sent');
      close();
    },
  });

  function close() {
    form.reset();
    form.setFormError(null);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={`Report this ${noun}`} centered radius="lg">
      <AppForm form={form} label={`Report this ${noun}`} data-testid="report-form">
        <RadioField name="title" label="What is wrong with it?" options={REPORT_REASONS} withAsterisk />
        <TextareaField
          name="description"
          label="Details (optional)"
          placeholder="Anything that helps the moderators"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
        />
        <CancelAndSubmit onCancel={close} cancelLabel="Cancel" color="red">
          Send report
        </CancelAndSubmit>
      </AppForm>
    </Modal>
  );
}
