'use client';

import { Box, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FileIcon } from '@/features/layout/icons';
import { DropBox } from './drop-area';
import { acceptOf, fileProblem, formatBytes, isImage, kindsOf, type FileRule } from './file-checks';
import { useObjectUrl } from './use-object-url';
import classes from './file-picker.module.css';

export interface FilePickerProps {
  label: string;
  description?: string;
  rule: FileRule;
  value: File | null;
  onChange: (file: File | null) => void;
  /** An error from the form (required, ...). */
  error?: string;
  required?: boolean;
  /** Name of the hidden file input, for tests and forms. */
  name: string;
  disabled?: boolean;
  /** Replaces "Image, up to 20 MB." under an empty picker. */
  hint?: string;
}

/**
 * Picks one file by button or drag and drop, checks it against the rule before accepting it, and
 * shows a preview (a thumbnail for images, the name and size otherwise).
 */
export function FilePicker({ rule, value, onChange, error, name, disabled, hint, ...field }: FilePickerProps) {
  const t = useTranslations('media.picker');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const isVideo = Boolean(value?.type.startsWith('video/'));
  const preview = useObjectUrl(value && (isImage(value) || isVideo) ? value : null);
  const shown = problem ?? error;

  const accept = (file: File | null) => {
    if (!file) return;
    const issue = fileProblem(file, rule);
    setProblem(issue);
    if (!issue) onChange(file);
  };

  return (
    <Input.Wrapper {...field} error={shown} id={`${id}-input`}>
      <DropBox
        className={classes.zone}
        mt={4}
        onFiles={(files) => accept(files[0] ?? null)}
        disabled={disabled}
        invalid={Boolean(shown)}
        testId={`picker-${name}`}
      >
        <Group gap="md" wrap="nowrap" align="center">
          {preview && isVideo ? (
            <Box
              component="video"
              src={preview}
              muted
              preload="metadata"
              aria-label={t('preview', { label: field.label })}
              className={classes.thumb}
            />
          ) : preview ? (
            <Box component="img" src={preview} alt={t('preview', { label: field.label })} className={classes.thumb} />
          ) : (
            <Box className={classes.thumb} aria-hidden="true">
              <FileIcon size={28} />
            </Box>
          )}
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            {value ? (
              <>
                <Text size="sm" fw={600} truncate>
                  {value.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatBytes(value.size)}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('drop')} {hint ?? t('hint', { kinds: kindsOf(rule), size: formatBytes(rule.maxBytes) })}
              </Text>
            )}
            <Group gap="xs">
              <FileButton
                onChange={accept}
                accept={acceptOf(rule)}
                name={name}
                disabled={disabled}
                inputProps={{ 'aria-label': field.label, id: `${id}-input` }}
              >
                {(props) => (
                  <Button {...props} size="xs" variant="light" radius="xl" disabled={disabled}>
                    {value ? t('replace') : t('choose')}
                  </Button>
                )}
              </FileButton>
              {value ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="gray"
                  radius="xl"
                  disabled={disabled}
                  onClick={() => {
                    setProblem(null);
                    onChange(null);
                  }}
                >
                  {t('remove')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </DropBox>
    </Input.Wrapper>
  );
}
