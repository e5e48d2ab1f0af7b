'use client';

import { Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { DropArea, ProblemList } from './drop-area';
import { checkFiles, type FileRule } from './file-checks';

/**
 * A drop area whose files are checked against the rule (type and the site's size limit) before
 * `onFiles` gets them, and below it what was not taken (with the caller's `messages`). `limit`: at
 * most that many are taken, the rest named by its message. `hideArea`: only the list shows (a slot
 * that is full); what was not taken stays listed.
 */
export function CheckedDropArea({
  rule,
  onFiles,
  inputId,
  limit,
  messages = [],
  hideArea,
  ...area
}: Omit<ComponentProps<typeof DropArea>, 'onFiles' | 'inputId' | 'invalid'> & {
  onFiles: (files: File[]) => void;
  /** The file input's id (a label points to it); one of its own when left out. */
  inputId?: string;
  limit?: { count: number; message: string };
  messages?: string[];
  hideArea?: boolean;
}) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);

  const accept = (files: File[]) => {
    if (files.length === 0) return;
    const checked = checkFiles(files, rule);
    if (limit && checked.fine.length > limit.count) checked.problems.push(limit.message);
    setProblems(checked.problems);
    const taken = limit ? checked.fine.slice(0, limit.count) : checked.fine;
    if (taken.length > 0) onFiles(taken);
  };

  const shown = [...problems, ...messages];
  return (
    <>
      {hideArea ? null : (
        <DropArea
          {...area}
          rule={rule}
          onFiles={accept}
          inputId={inputId ?? `${id}-input`}
          invalid={shown.length > 0}
        />
      )}
      <ProblemList messages={shown} />
    </>
  );
}

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
  const t = useTranslations('media.dropZone');
  return (
    <Stack gap={6}>
      <CheckedDropArea
        rule={rule}
        onFiles={onFiles}
        label={label}
        name={name}
        multiple
        prompt={t('prompt')}
        buttonLabel={buttonLabel}
        hint={hint}
        disabled={disabled}
        // Only files: photos dragged to be reordered are not uploads.
        filesOnly
      >
        {children}
      </CheckedDropArea>
    </Stack>
  );
}
