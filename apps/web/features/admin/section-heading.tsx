import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A console section's title and (when given) the sentence that says what it is for. */
export function SectionHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <Title order={2}>{title}</Title>
      {intro !== undefined && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
    </>
  );
}

/** A console page: its heading above its content. */
export function AdminSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <SectionHeading title={title} intro={intro} />
      {children}
    </Stack>
  );
}
