'use client';

import { Box, Button, FileButton, Stack, Text } from '@mantine/core';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { UploadIcon } from '@/features/layout/icons';
import { acceptOf, checkFiles, type FileRule } from './file-checks';
import classes from '@/features/feeds/composer/composer.module.css';

/**
 * A drop zone for many files at once (or a button to choose them): each file is checked against
 * the rule (type and the site's size limit) before it is handed on.
 */
export function DropZone({
  rule,
  onFiles,
  label,
  hint,
  buttonLabel,
  name,
  disabled,
  children,
}: {
  rule: FileRule;
  onFiles: (files: File[]) => void;
  /** The file input's accessible name. */
  label: string;
  hint: ReactNode;
  buttonLabel: string;
  /** The file input's name, for tests. */
  name: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const accept = (files: File[]) => {
    if (files.length === 0) return;
    const checked = checkFiles(files, rule);
    setProblems(checked.problems);
    if (checked.fine.length > 0) onFiles(checked.fine);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) accept(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack gap={6}>
      <Box
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-error={problems.length > 0 || undefined}
        onDragOver={(event) => {
          // Only files: photos dragged to be reordered are not uploads.
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`${name}-zone`}
      >
        <Stack gap={6} align="center">
          <UploadIcon size={26} />
          <Text size="sm" c="dimmed">
            Drop files here or
          </Text>
          <FileButton
            onChange={(files: File[]) => accept(files)}
            accept={acceptOf(rule)}
            multiple
            disabled={disabled}
            inputProps={{ 'aria-label': label, id: `${id}-input`, name }}
          >
            {(props) => (
              <Button {...props} size="xs" variant="light" radius="xl" disabled={disabled}>
                {buttonLabel}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
          {children}
        </Stack>
      </Box>
      {problems.length > 0 ? (
        <Stack gap={2} role="alert">
          {problems.map((message) => (
            <Text key={message} size="sm" c="red">
              {message}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
