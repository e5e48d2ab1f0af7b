'use client';

import {
  Alert,
  Button,
  EmptyState,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { Reel } from '@fanlane/shared';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { AssetGrid } from '@/features/assets/asset-grid';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { useInterval } from '@/features/assets/use-interval';
import { nestErrors, ruleFor, ruleHint } from '@/features/feeds/composer/composer-form';
import { STATUS_OPTIONS } from '@/features/galleries/gallery-form-modal';
import { FilmIcon } from '@/features/layout/icons';
import { FilePicker } from '@/features/media/file-picker';
import { UploadProgress } from '@/features/media/upload-progress';
import { StudioFilters } from '@/features/studio/studio-filters';
import { StudioHeader, countLine } from '@/features/studio/studio-header';
import { STATUS_POLL_MS } from '@/features/videos/use-processing-poll';
import { useApi } from '@/lib/api/api-context';
import { isApiError, messageOf } from '@/lib/api/error';
import { useUpload } from '@/lib/api/use-upload';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { EMPTY_REEL, reelFormValues, toReelFields, type ReelFormValues } from './reel-form';
import { StudioReelCard } from './studio-reel-card';

const PAGE_SIZE = 12;

const resolver: Resolver<ReelFormValues> = (values) => {
  const result = toReelFields(values);
  return result.ok ? { values, errors: {} } : { values: {}, errors: nestErrors<ReelFormValues>(result.errors) };
};

/** Title, description, status and price: the same fields for an upload and an edit. */
function ReelFields({ form, withStatus }: { form: ReturnType<typeof useForm<ReelFormValues>>; withStatus: boolean }) {
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = form;
  const isSale = watch('isSale');
  return (
    <Stack gap="sm">
      <TextInput
        {...register('title')}
        label="Title"
        maxLength={200}
        error={errors.title?.message}
        data-testid="reel-title"
      />
      <Textarea
        {...register('description')}
        label="Description"
        autosize
        minRows={2}
        maxRows={5}
        maxLength={2000}
        error={errors.description?.message}
      />
      <Group gap="md" align="flex-end">
        <Controller
          control={control}
          name="isSale"
          render={({ field }) => (
            <Switch
              label="Sell it"
              description="Otherwise your subscribers watch it."
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        {isSale ? (
          <Controller
            control={control}
            name="price"
            render={({ field }) => (
              <NumberInput
                label="Price (tokens)"
                min={1}
                max={100000}
                decimalScale={2}
                allowNegative={false}
                w={180}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={errors.price?.message}
              />
            )}
          />
        ) : null}
      </Group>
      {withStatus ? (
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <SegmentedControl
              radius="xl"
              aria-label="Status"
              value={field.value}
              onChange={field.onChange}
              data={STATUS_OPTIONS}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}

/** A new reel: the video and its text go up in one request, with its progress. */
function ReelUpload({ onUploaded }: { onUploaded: (reel: Reel) => void }) {
  const settings = useAppSelector((state) => state.settings);
  const { upload, uploading, progress } = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReelFormValues>({ resolver, defaultValues: EMPTY_REEL });
  const rule = ruleFor('video', settings);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!file) {
      setFileError('Choose the video');
      return;
    }
    const result = toReelFields(values);
    if (!result.ok) return;
    setFormError(null);
    try {
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
      toast.success('Reel uploaded: it plays once it is processed');
      setFile(null);
      form.reset(EMPTY_REEL);
      onUploaded(reel);
    } catch (error) {
      setFormError(isApiError(error) ? error.message : messageOf(error));
    }
  });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label="New reel"
      data-testid="reel-upload"
    >
      <Stack gap="md">
        <Text fw={600}>New reel</Text>
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FilePicker
            label="Video"
            description={`A short vertical clip. ${ruleHint(rule)}.`}
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
          <ReelFields form={form} withStatus={false} />
        </SimpleGrid>
        {uploading ? <UploadProgress value={progress} label="Uploading the reel" /> : null}
        <Group justify="flex-end">
          <Button type="submit" radius="xl" loading={uploading} data-testid="reel-submit">
            Upload reel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ReelEditModal({ reel, onClose, onSaved }: { reel: Reel | null; onClose: () => void; onSaved: () => void }) {
  const api = useApi();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReelFormValues>({ resolver, defaultValues: EMPTY_REEL });
  const { reset } = form;
  useEffect(() => {
    if (reel) {
      reset(reelFormValues(reel));
      setFormError(null);
    }
  }, [reel, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = toReelFields(values);
    if (!reel || !result.ok) return;
    try {
      await api.put(`/reels/${encodeURIComponent(reel._id)}`, result.fields);
      toast.success('Reel saved');
      onSaved();
    } catch (error) {
      setFormError(messageOf(error));
    }
  });

  return (
    <Modal opened={reel !== null} onClose={onClose} title="Edit reel" centered radius="lg">
      <form onSubmit={onSubmit} noValidate data-testid="reel-edit-form">
        <Stack gap="md">
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <ReelFields form={form} withStatus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" radius="xl" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" radius="xl" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * /creator/reels: upload a reel (with its progress), and the creator's reels with their processing
 * state (asked again every 5 s while one is processed), views and likes; edit and delete.
 */
export function CreatorReelsView() {
  const api = useApi();
  const list = useListQuery({ pageSize: PAGE_SIZE });
  const status = typeof list.filters.status === 'string' && list.filters.status ? list.filters.status : 'all';
  const q = typeof list.filters.q === 'string' ? list.filters.q : '';
  const page = useAssetPage<Reel>('/reels/performer/my-reels', list.apiParams);
  const [editing, setEditing] = useState<Reel | null>(null);
  const [deleting, setDeleting] = useState<Reel | null>(null);
  const processing = page.items.some((r) => r.processing);
  useInterval(() => void page.reload({ quiet: true }), STATUS_POLL_MS, processing);
  const filtered = status !== 'all' || q !== '';

  return (
    <Stack gap="lg" maw={1040} mx="auto" w="100%">
      <StudioHeader title="My reels" subtitle={countLine(page.loaded, page.total, 'reel')} testId="own-reels-total" />
      <ReelUpload
        onUploaded={() => {
          if (list.current > 1 || filtered) list.setFilters({}, true);
          else void page.reload({ quiet: true });
        }}
      />
      <StudioFilters
        q={q}
        onSearch={(value) => list.setFilters({ q: value })}
        placeholder="Search your reels"
        choice={status}
        onChoice={(value) => list.setFilters({ status: value === 'all' ? '' : value })}
      />
      <AssetGrid
        items={page.items}
        total={page.total}
        loading={page.loading}
        loaded={page.loaded}
        error={page.error}
        onRetry={() => void page.reload()}
        page={list.current}
        pageSize={list.pageSize}
        onPage={(p) => list.setPage(p)}
        cols={{ base: 2, xs: 3, md: 4 }}
        skeletonHeight={320}
        label="My reels"
        render={(reel) => <StudioReelCard reel={reel} onEdit={setEditing} onDelete={setDeleting} />}
        empty={
          <Paper withBorder radius="lg" p="lg">
            <EmptyState
              variant="light"
              icon={<FilmIcon size={28} />}
              title={filtered ? 'No reels match' : 'No reels yet'}
              description={filtered ? 'Try another search or status.' : 'Short vertical clips play in the reels feed.'}
              py="xl"
              data-testid="own-reels-empty"
            />
          </Paper>
        }
      />
      <ReelEditModal
        reel={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void page.reload({ quiet: true });
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this reel?"
        message="The reel and its video are removed for good."
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.del(`/reels/${encodeURIComponent(deleting._id)}`);
          toast.success('Reel deleted');
          if (page.items.length === 1 && list.current > 1) list.setPage(list.current - 1);
          else void page.reload({ quiet: true });
        }}
      />
    </Stack>
  );
}
