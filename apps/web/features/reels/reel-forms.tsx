'use client';

import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Reel } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { checkedBy, ruleFor } from '@/features/feeds/composer/composer-form';
import { FilePicker } from '@/features/media/file-picker';
import { UploadProgress } from '@/features/media/upload-progress';
import { DialogForm, EditorActions, EditorForm } from '@/features/studio/editor-frame';
import { AboutFields, StatusField } from '@/features/studio/editor-fields';
import { SaleFields } from '@/features/studio/sale-fields';
import { useEditorSave } from '@/features/studio/use-editor-save';
import { useRuleHint } from '@/features/studio/use-rule-hint';
import { useApi } from '@/lib/api/api-context';
import { useUpload } from '@/lib/api/use-upload';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { EMPTY_REEL, reelFormValues, toReelFields, type ReelFormValues } from './reel-form';

const resolver = checkedBy(toReelFields);

/** Title, description, status and price: the same fields for an upload and an edit. */
function ReelFields({ control, withStatus }: { control: Control<ReelFormValues>; withStatus: boolean }) {
  const t = useTranslations('reels.form');
  return (
    <Stack gap="sm">
      <AboutFields control={control} titleTestId="reel-title" compact />
      <SaleFields control={control} kind="reel" description={t('saleHint')} row priceSize={{ w: 180 }} />
      {withStatus ? <StatusField control={control} /> : null}
    </Stack>
  );
}

/** A new reel: the video and its text go up in one request, with its progress. */
export function ReelUpload({ onUploaded }: { onUploaded: (reel: Reel) => void }) {
  const t = useTranslations('reels.form');
  const settings = useAppSelector((state) => state.settings);
  const { upload, uploading, progress } = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const { formError, attempt } = useEditorSave();
  const form = useForm<ReelFormValues>({ resolver, defaultValues: EMPTY_REEL });
  const ruleHint = useRuleHint();
  const rule = ruleFor('video', settings);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!file) {
      setFileError(t('videoNeeded'));
      return;
    }
    const result = toReelFields(values);
    if (!result.ok) return;
    await attempt(async () => {
      const reel = await upload<Reel>('/reels/upload', {
        fields: {
          title: result.fields.title,
          description: result.fields.description,
          status: result.fields.status,
          isSale: String(result.fields.isSale),
          price: result.fields.isSale ? String(result.fields.price) : undefined,
        },
        files: { video: file },
      });
      toast.success(t('uploaded'));
      setFile(null);
      form.reset(EMPTY_REEL);
      onUploaded(reel);
    });
  });

  return (
    <EditorForm
      label={t('new')}
      testId="reel-upload"
      onSubmit={onSubmit}
      error={formError}
      heading={<Text fw={600}>{t('new')}</Text>}
      gap="md"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FilePicker
          label={t('video')}
          description={t('videoHint', { rule: ruleHint(rule) })}
          rule={rule}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
          }}
          required
          error={fileError}
          name="reel-video"
          disabled={uploading}
        />
        <ReelFields control={form.control} withStatus={false} />
      </SimpleGrid>
      {uploading ? <UploadProgress value={progress} label={t('uploading')} /> : null}
      <EditorActions submit={t('upload')} submitTestId="reel-submit" loading={uploading} />
    </EditorForm>
  );
}

/** Edits a reel's text, price and status (`PUT /reels/{id}`) in a dialog. */
export function ReelEditModal({
  reel,
  onClose,
  onSaved,
}: {
  reel: Reel | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations('reels.form');
  const api = useApi();
  const { formError, setFormError, attempt } = useEditorSave();
  const form = useForm<ReelFormValues>({ resolver, defaultValues: EMPTY_REEL });
  const { reset } = form;
  useEffect(() => {
    if (reel) {
      reset(reelFormValues(reel));
      setFormError(null);
    }
  }, [reel, reset, setFormError]);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = toReelFields(values);
    if (!reel || !result.ok) return;
    await attempt(async () => {
      await api.put(`/reels/${encodeURIComponent(reel._id)}`, result.fields);
      toast.success(t('saved'));
      onSaved();
    });
  });

  return (
    <DialogForm
      opened={reel !== null}
      title={t('edit')}
      onClose={onClose}
      onSubmit={onSubmit}
      error={formError}
      testId="reel-edit-form"
      loading={form.formState.isSubmitting}
    >
      <ReelFields control={form.control} withStatus />
    </DialogForm>
  );
}
