'use client';

import { Box, Button, FileButton, Stack, Text, type MantineSpacing } from '@mantine/core';
import { useState, type DragEvent, type ReactNode } from 'react';
import { UploadIcon } from '@/features/layout/icons';
import { acceptOf, type FileRule } from './file-checks';
import classes from './drop.module.css';

/**
 * A box that takes files dropped on it (`onFiles`, unchecked) and lights up while they are dragged
 * over it. `filesOnly`: other drags (photos being reordered) are not taken.
 */
export function DropBox({
  onFiles,
  disabled,
  filesOnly,
  invalid,
  compact,
  className,
  mt,
  testId,
  children,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  filesOnly?: boolean;
  /** Marks the box as holding an error (`data-error`). */
  invalid?: boolean;
  compact?: boolean;
  className?: string;
  mt?: MantineSpacing | number;
  testId: string;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <Box
      className={[classes.zone, className].filter(Boolean).join(' ')}
      mt={mt}
      data-dragging={dragging || undefined}
      data-error={invalid || undefined}
      data-compact={compact || undefined}
      onDragOver={(event) => {
        if (filesOnly && !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

/**
 * A drop area with its prompt: the upload icon (left out when compact), "Drop … here or", a button
 * to choose files, and a hint. Test id `<name>-zone`; the file input is named `name`.
 */
export function DropArea({
  rule,
  onFiles,
  label,
  inputId,
  name,
  multiple,
  prompt,
  buttonLabel,
  hint,
  invalid,
  compact,
  disabled,
  filesOnly,
  children,
}: {
  rule: FileRule;
  onFiles: (files: File[]) => void;
  /** The file input's accessible name and id. */
  label: string;
  inputId: string;
  name: string;
  multiple: boolean;
  prompt: string;
  buttonLabel: string;
  hint: ReactNode;
  invalid: boolean;
  compact?: boolean;
  disabled?: boolean;
  filesOnly?: boolean;
  children?: ReactNode;
}) {
  return (
    <DropBox
      className={classes.prompt}
      onFiles={onFiles}
      disabled={disabled}
      filesOnly={filesOnly}
      invalid={invalid}
      compact={compact}
      testId={`${name}-zone`}
    >
      <Stack gap={6} align="center">
        {compact ? null : <UploadIcon size={26} />}
        <Text size="sm" c="dimmed">
          {prompt}
        </Text>
        <FileButton
          onChange={(chosen: File[] | File | null) => onFiles(Array.isArray(chosen) ? chosen : chosen ? [chosen] : [])}
          accept={acceptOf(rule)}
          multiple={multiple}
          disabled={disabled}
          inputProps={{ 'aria-label': label, id: inputId, name }}
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
    </DropBox>
  );
}

/** The messages about files that were not taken (or the form's error), as one alert. */
export function ProblemList({ messages }: { messages: string[] }) {
  return messages.length > 0 ? (
    <Stack gap={2} role="alert">
      {messages.map((message) => (
        <Text key={message} size="sm" c="red">
          {message}
        </Text>
      ))}
    </Stack>
  ) : null;
}
