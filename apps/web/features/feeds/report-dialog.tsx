'use client';

import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { reportInputSchema } from '@fanlane/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '@/lib/api/api-context';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';
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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportValues, unknown, z.output<typeof reportFormSchema>>({
    resolver: schemaResolver<ReportValues, typeof reportFormSchema>(reportFormSchema),
    defaultValues: { title: '', description: '' },
  });

  const close = () => {
    reset();
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await api.post('/reports', {
        target,
        targetId: feedId,
        performerId,
        title: values.title,
        ...(values.description ? { description: values.description } : {}),
      });
      toast.success(`Thanks, the moderators will look at this ${noun}.`, 'Report sent');
      close();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['title', 'description'] as const));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={`Report this ${noun}`} centered radius="lg">
      <form onSubmit={onSubmit} noValidate aria-label={`Report this ${noun}`} data-testid="report-form">
        <Stack gap="md">
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Controller
            control={control}
            name="title"
            render={({ field }) => (
              <Radio.Group
                label="What is wrong with it?"
                value={field.value}
                onChange={field.onChange}
                name={field.name}
                error={errors.title?.message}
                withAsterisk
              >
                <Stack gap={8} mt="xs">
                  {REPORT_REASONS.map((reason) => (
                    <Radio key={reason} value={reason} label={reason} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Textarea
            {...register('description')}
            label="Details (optional)"
            placeholder="Anything that helps the moderators"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={2000}
            error={errors.description?.message}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" radius="xl" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" radius="xl" loading={isSubmitting}>
              Send report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
