'use client';

import { Stack } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { DropArea, ProblemList } from './drop-area';
import { checkFiles, type FileRule } from './file-checks';

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
  const [problems, setProblems] = useState<string[]>([]);

  const accept = (files: File[]) => {
    if (files.length === 0) return;
    const checked = checkFiles(files, rule);
    setProblems(checked.problems);
    if (checked.fine.length > 0) onFiles(checked.fine);
  };

  return (
    <Stack gap={6}>
      <DropArea
        rule={rule}
        onFiles={accept}
        label={label}
        inputId={`${id}-input`}
        name={name}
        multiple
        prompt="Drop files here or"
        buttonLabel={buttonLabel}
        hint={hint}
        invalid={problems.length > 0}
        disabled={disabled}
        // Only files: photos dragged to be reordered are not uploads.
        filesOnly
      >
        {children}
      </DropArea>
      <ProblemList messages={problems} />
    </Stack>
  );
}
