'use client';

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { Video } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { nestErrors, ruleFor, ruleHint } from '@/features/feeds/composer/composer-form';
import { STATUS_OPTIONS } from '@/features/galleries/gallery-form-modal';
import { ChevronLeftIcon } from '@/features/layout/icons';
import { FilePicker } from '@/features/media/file-picker';
import { UploadProgress } from '@/features/media/upload-progress';
import { StudioNav } from '@/features/studio/studio-nav';
import { useApi } from '@/lib/api/api-context';
import { isApiError, messageOf } from '@/lib/api/error';
import { useUpload } from '@/lib/api/use-upload';
import { CREATOR_VIDEOS_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { EMPTY_VIDEO, toVideoFields, videoFormValues, type VideoFormValues } from './video-form';
import { CurrentFiles } from './video-current-files';
import composerClasses from '@/features/feeds/composer/composer.module.css';

type Files = { video: File | null; teaser: File | null; thumbnail: File | null };
type VideoFormContext = { editing: boolean; hasVideoFile: boolean };

/** The form's resolver: whether a video file is chosen comes in through useForm's `context`. */
const resolver: Resolver<VideoFormValues, VideoFormContext> = (values, context) => {
  const result = toVideoFields(values, context ?? { editing: false, hasVideoFile: false });
  return result.ok ? { values, errors: {} } : { values: {}, errors: nestErrors<VideoFormValues>(result.errors) };
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" className={composerClasses.section}>
      <Text fw={600}>{title}</Text>
      {children}
    </Stack>
  );
}

/**
 * The video form (/creator/videos/new and .../edit): the video with an optional teaser and
 * thumbnail, sent in one multipart request with its progress; title, description, tags, price,
 * status and schedule. The video is processed after the upload; the list shows when it is ready.
 */
export function VideoEditor({ video: initial }: { video?: Video }) {
  const api = useApi();
  const router = useRouter();
  const settings = useAppSelector((state) => state.settings);
  const { upload, uploading, progress } = useUpload();
  const [video, setVideo] = useState(initial);
  const editing = Boolean(video);
  const [files, setFiles] = useState<Files>({ video: null, teaser: null, thumbnail: null });
  const [formError, setFormError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<'teaser' | 'thumbnail' | null>(null);

  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<VideoFormValues, VideoFormContext>({
    resolver,
    context: { editing, hasVideoFile: Boolean(files.video) },
    defaultValues: video ? videoFormValues(video) : EMPTY_VIDEO,
  });
  const [isSale, isSchedule] = watch(['isSale', 'isSchedule']);
  const videoError = (errors as Record<string, { message?: string } | undefined>).video?.message;

  const onSubmit = handleSubmit(async (values) => {
    const result = toVideoFields(values, { editing, hasVideoFile: Boolean(files.video) });
    if (!result.ok) return;
    setFormError(null);
    try {
      const saved = await upload<Video>(
        video
          ? `/performer/performer-assets/videos/edit/${encodeURIComponent(video._id)}`
          : '/performer/performer-assets/videos/upload',
        { method: video ? 'PUT' : 'POST', fields: result.fields, files },
      );
      toast.success(
        editing ? 'Your video is saved' : 'Your video is uploaded: it is processed now and published when ready',
      );
      router.push(`${CREATOR_VIDEOS_PATH}?saved=${encodeURIComponent(saved._id)}`);
      router.refresh();
    } catch (error) {
      setFormError(isApiError(error) ? error.message : messageOf(error));
    }
  });

  const removeFile = async (type: 'teaser' | 'thumbnail') => {
    if (!video) return;
    setRemoving(type);
    try {
      await api.del(`/performer/performer-assets/videos/remove-file/${encodeURIComponent(video._id)}`, {
        body: { type },
      });
      setVideo({ ...video, [type]: null, ...(type === 'teaser' ? { teaserId: null } : { thumbnailId: null }) });
      toast.success(type === 'teaser' ? 'Teaser removed' : 'Thumbnail removed');
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setRemoving(null);
    }
  };

  const busy = uploading || isSubmitting;
  const videoRule = ruleFor('video', settings);

  return (
    <Stack gap="lg" maw={820} mx="auto" w="100%">
      <StudioNav />
      <Anchor component={Link} href={CREATOR_VIDEOS_PATH} size="sm" c="dimmed">
        <ChevronLeftIcon size={14} style={{ verticalAlign: 'middle' }} /> My videos
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1} fz={28}>
          {editing ? 'Edit video' : 'New video'}
        </Title>
        {video?.processing ? (
          <Badge color="cyan" variant="light" radius="xl" leftSection={<Loader size={10} color="cyan" />}>
            Processing
          </Badge>
        ) : null}
      </Group>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-label={editing ? 'Edit video' : 'New video'}
        data-testid="video-form"
      >
        <Stack gap="lg">
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}

          {video ? <CurrentFiles video={video} onRemove={removeFile} removing={removing} /> : null}

          <FilePicker
            label={editing ? 'Replace the video (optional)' : 'Video'}
            description={`${ruleHint(videoRule)}. It is converted for every browser after the upload.`}
            rule={videoRule}
            value={files.video}
            onChange={(file) => setFiles((f) => ({ ...f, video: file }))}
            required={!editing}
            error={files.video ? undefined : videoError}
            name="video"
            disabled={busy}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FilePicker
              label={video?.teaser ? 'Replace the teaser' : 'Teaser (optional)'}
              description="A short clip everyone can watch, up to 60 seconds are kept."
              rule={ruleFor('teaser', settings)}
              value={files.teaser}
              onChange={(file) => setFiles((f) => ({ ...f, teaser: file }))}
              name="teaser"
              disabled={busy}
            />
            <FilePicker
              label={video?.thumbnail ? 'Replace the thumbnail' : 'Thumbnail (optional)'}
              description="The picture fans see first, also when the video is locked."
              rule={ruleFor('thumbnail', settings)}
              value={files.thumbnail}
              onChange={(file) => setFiles((f) => ({ ...f, thumbnail: file }))}
              name="thumbnail"
              disabled={busy}
            />
          </SimpleGrid>

          <Section title="About it">
            <TextInput
              {...register('title')}
              label="Title"
              maxLength={200}
              withAsterisk
              error={errors.title?.message}
              data-testid="video-title"
            />
            <Textarea
              {...register('description')}
              label="Description"
              autosize
              minRows={3}
              maxRows={10}
              maxLength={5000}
              error={errors.description?.message}
            />
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <TagsInput
                  label="Tags"
                  description="Press Enter after each tag."
                  value={field.value}
                  onChange={field.onChange}
                  maxTags={30}
                  clearable
                  error={errors.tags?.message}
                  data-testid="video-tags"
                />
              )}
            />
          </Section>

          <Section title="Who sees it">
            <Controller
              control={control}
              name="isSale"
              render={({ field }) => (
                <Switch
                  label="Sell it"
                  description="Fans pay a price in tokens to watch. Otherwise your subscribers watch it; everyone sees the teaser."
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
                    maw={220}
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
          </Section>

          <Section title="When">
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
            <Controller
              control={control}
              name="isSchedule"
              render={({ field }) => (
                <Switch
                  label="Schedule"
                  description="Publish later: fans see the video from this time on."
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  name={field.name}
                  ref={field.ref}
                />
              )}
            />
            {isSchedule ? (
              <TextInput
                {...register('scheduledAt')}
                type="datetime-local"
                label="Publish at"
                maw={280}
                withAsterisk
                error={errors.scheduledAt?.message}
              />
            ) : null}
          </Section>

          {uploading ? <UploadProgress value={progress} label="Uploading the files" /> : null}

          <Group justify="flex-end" gap="sm" className={composerClasses.section}>
            <Button component={Link} href={CREATOR_VIDEOS_PATH} variant="default" radius="xl">
              Cancel
            </Button>
            <Button type="submit" radius="xl" loading={busy} data-testid="video-submit">
              {editing ? 'Save changes' : 'Upload video'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
