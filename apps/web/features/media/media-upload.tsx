'use client';

import { Anchor, Avatar, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { MESSAGES, type FileUpload } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { useUpload } from '@/lib/api/use-upload';
import { messageOf } from '@/lib/api/error';
import { toast } from '@/lib/toast';
import { acceptOf, fileProblem, isImage, type FileRule } from './file-checks';
import { UploadProgress } from './upload-progress';
import { useObjectUrl } from './use-object-url';
import classes from './media-upload.module.css';

export type MediaShape = 'avatar' | 'cover' | 'video' | 'document';

export interface MediaUploadProps {
  label: string;
  description?: string;
  /** The upload endpoint, e.g. /users/avatar/upload. */
  endpoint: string;
  /** The multipart field the endpoint reads. */
  field: string;
  rule: FileRule;
  shape: MediaShape;
  /** What is there now (an absolute URL), if anything. */
  currentUrl?: string | null;
  /** Whether the current document is an image (documents may be PDFs). */
  currentIsImage?: boolean;
  onUploaded: (upload: FileUpload) => void;
  testId: string;
  /** The section around it already names it: keep the label for screen readers only. */
  hideLabel?: boolean;
}

function Current({
  shape,
  url,
  label,
  isImageDoc,
}: {
  shape: MediaShape;
  url: string | null;
  label: string;
  isImageDoc: boolean;
}) {
  const t = useTranslations('media.upload');
  if (shape === 'avatar') return <Avatar src={url || DEFAULT_AVATAR} alt={label} size={88} radius={999} />;
  if (shape === 'cover') {
    return (
      <Box
        className={classes.cover}
        role="img"
        aria-label={label}
        style={url ? { backgroundImage: `url(${JSON.stringify(url)})` } : undefined}
      />
    );
  }
  if (!url)
    return (
      <Text size="sm" c="dimmed">
        {t('nothing')}
      </Text>
    );
  if (shape === 'video')
    return <video src={url} controls preload="metadata" className={classes.video} aria-label={label} />;
  return isImageDoc ? (
    <Anchor href={url} target="_blank" rel="noopener noreferrer">
      <Box component="img" src={url} alt={label} className={classes.document} />
    </Anchor>
  ) : (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
      {t('openCurrent')}
    </Anchor>
  );
}

/**
 * One profile file (avatar, cover, welcome video, identity document): shows what is there, uploads a
 * new one as soon as it is chosen (after the size and type checks), with a progress bar.
 */
export function MediaUpload({
  label,
  description,
  endpoint,
  field,
  rule,
  shape,
  currentUrl,
  currentIsImage = true,
  onUploaded,
  testId,
  hideLabel = false,
}: MediaUploadProps) {
  const t = useTranslations('media.upload');
  const { upload, uploading, progress } = useUpload();
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ url: string; isImage: boolean } | null>(null);
  // A video is transcoded after the upload: until then its URL answers nothing, so the page keeps
  // showing the chosen file itself and says it is being processed.
  const [processing, setProcessing] = useState<File | null>(null);
  // While a file goes up, show it already, when it can be shown (not a PDF).
  const previewable = chosen && (isImage(chosen) || (shape === 'video' && chosen.type.startsWith('video/')));
  const localPreview = useObjectUrl(uploading && previewable ? chosen : processing);

  const onChoose = async (file: File | null) => {
    if (!file) return;
    const problem = fileProblem(file, rule);
    setError(problem);
    if (problem) return;
    setChosen(file);
    try {
      const answer = await upload<FileUpload>(endpoint, { files: { [field]: file } });
      setUploaded({ url: answer.url, isImage: isImage(file) });
      setProcessing(answer.status === 'processing' && file.type.startsWith('video/') ? file : null);
      onUploaded(answer);
      toast.success(MESSAGES.changesSaved);
    } catch (failure) {
      setError(messageOf(failure, MESSAGES.tryAgainLater));
    } finally {
      setChosen(null);
    }
  };

  const url = localPreview ?? uploaded?.url ?? currentUrl ?? null;
  const isImageDoc = localPreview ? true : uploaded ? uploaded.isImage : currentIsImage;

  return (
    <Stack gap="sm" data-testid={testId}>
      {hideLabel ? null : (
        <div>
          <Text fw={600}>{label}</Text>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
      )}
      <Group
        align={shape === 'avatar' ? 'center' : 'flex-start'}
        gap="md"
        wrap={shape === 'avatar' ? 'nowrap' : 'wrap'}
      >
        <Box style={{ flex: shape === 'cover' ? '1 1 100%' : undefined }}>
          <Current shape={shape} url={url} label={label} isImageDoc={isImageDoc} />
        </Box>
        <FileButton
          onChange={onChoose}
          accept={acceptOf(rule)}
          name={field}
          disabled={uploading}
          inputProps={{ 'aria-label': label }}
        >
          {(props) => (
            <Button {...props} variant="light" radius="xl" loading={uploading}>
              {url ? t('replace') : t('upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {uploading ? <UploadProgress value={progress} /> : null}
      {processing && !uploading ? (
        <Text size="sm" c="dimmed" data-testid="upload-processing">
          {t('processing')}
        </Text>
      ) : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
