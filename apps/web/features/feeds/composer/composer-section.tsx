'use client';

import type { ReactNode } from 'react';
import { EditorSection } from '@/features/studio/editor-frame';

/** A part of the composer: a named region a reader can jump to. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <EditorSection title={title} weight={700} region testId={testId}>
      {children}
    </EditorSection>
  );
}
