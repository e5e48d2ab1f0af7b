'use client';

import { Badge, Loader, SimpleGrid, TagsInput } from '@mantine/core';
import type { Video } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { ruleFor } from '@/features/feeds/composer/composer-form';
import { FilePicker } from '@/features/media/file-picker';
import { EditorSection } from '@/features/studio/editor-frame';
import { AboutFields, StatusField } from '@/features/studio/editor-fields';
import { SaleFields, ScheduleFields } from '@/features/studio/sale-fields';
import { StudioEditor, useStudioEditor, useStudioForm } from '@/features/studio/studio-editor';
import { useRuleHint } from '@/features/studio/use-rule-hint';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { EMPTY_VIDEO, toVideoFields, videoFormValues, type VideoFormValues } from './video-form';
import { CurrentFiles } from './video-current-files';

type Files = { video: File | null; teaser: File | null; thumbnail: File | null };

/**
 * The video form (/creator/videos/new and .../edit): the video with an optional teaser and
 * thumbnail, sent in one multipart request with its progress; title, description, tags, price,
 * status and schedule. The video is processed after the upload; the list shows when it is ready.
 */
export function VideoEditor({ video: initial }: { video?: Video }) {
  const t = useTranslations('videos.editor');
  const api = useApi();
  const settings = useAppSelector((state) => state.settings);
  const [video, setVideo] = useState(initial);
  const editing = Boolean(video);
  const [files, setFiles] = useState<Files>({ video: null, teaser: null, thumbnail: null });
  const [removing, setRemoving] = useState<'teaser' | 'thumbnail' | null>(null);
  const editor = useStudioEditor('video', editing);
  // Whether a video file is chosen is read by the check on every submit.
  const context = { editing, hasVideoFile: Boolean(files.video) };

  const { control, busy, fileError, submitWith } = useStudioForm({
    editor,
    defaultValues: video ? videoFormValues(video) : EMPTY_VIDEO,
    check: (values: VideoFormValues) => toVideoFields(values, context),
  });

  const onSubmit = submitWith((fields) =>
    editor.send(
      video
        ? `/performer/performer-assets/videos/edit/${encodeURIComponent(video._id)}`
        : '/performer/performer-assets/videos/upload',
      { fields, files },
      editing ? t('saved') : t('uploaded'),
    ),
  );

  const removeFile = async (type: 'teaser' | 'thumbnail') => {
    if (!video) return;
    setRemoving(type);
    try {
      await api.del(`/performer/performer-assets/videos/remove-file/${encodeURIComponent(video._id)}`, {
        body: { type },
      });
      setVideo({ ...video, [type]: null, ...(type === 'teaser' ? { teaserId: null } : { thumbnailId: null }) });
      toast.success(type === 'teaser' ? t('teaserRemoved') : t('thumbnailRemoved'));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setRemoving(null);
    }
  };

  const ruleHint = useRuleHint();
  const videoRule = ruleFor('video', settings);
  /** The picker of one of the files: its input's name is the file's part of the request. */
  const picked = (name: keyof Files) => ({
    name,
    value: files[name],
    onChange: (file: File | null) => setFiles((f) => ({ ...f, [name]: file })),
    rule: ruleFor(name, settings),
    disabled: busy,
  });

  return (
    <StudioEditor
      editor={editor}
      onSubmit={onSubmit}
      busy={busy}
      aside={
        video?.processing ? (
          <Badge color="cyan" variant="light" radius="xl" leftSection={<Loader size={10} color="cyan" />}>
            {t('processing')}
          </Badge>
        ) : null
      }
    >
      {video ? <CurrentFiles video={video} onRemove={removeFile} removing={removing} /> : null}

      <FilePicker
        {...picked('video')}
        label={editing ? t('replaceVideo') : t('video')}
        description={t('videoHint', { rule: ruleHint(videoRule) })}
        required={!editing}
        error={files.video || !fileError('video') ? undefined : t('videoNeeded')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FilePicker
          {...picked('teaser')}
          label={video?.teaser ? t('replaceTeaser') : t('teaser')}
          description={t('teaserHint')}
        />
        <FilePicker
          {...picked('thumbnail')}
          label={video?.thumbnail ? t('replaceThumbnail') : t('thumbnail')}
          description={t('thumbnailHint')}
        />
      </SimpleGrid>

      <EditorSection title={t('about')}>
        <AboutFields control={control} titleTestId="video-title" />
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsInput
              label={t('tags')}
              description={t('tagsHint')}
              value={field.value}
              onChange={field.onChange}
              maxTags={30}
              clearable
              error={fieldState.error?.message}
              data-testid="video-tags"
            />
          )}
        />
      </EditorSection>

      <EditorSection title={t('access')}>
        <SaleFields control={control} kind="video" />
      </EditorSection>

      <EditorSection title={t('when')}>
        <StatusField control={control} />
        <ScheduleFields control={control} kind="video" />
      </EditorSection>
    </StudioEditor>
  );
}
