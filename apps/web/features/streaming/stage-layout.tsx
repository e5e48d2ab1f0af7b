import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The main column's width: the whole row on phones, two thirds from md up. */
export const MAIN_SPAN = { base: 12, md: 8 };

/**
 * A live stream's page, for the creator on air and for a fan watching: the video with its details
 * under it in the main column, the chat beside them; `children` are more main-column rows.
 */
export function StageLayout({
  testId,
  video,
  details,
  chat,
  children,
}: {
  testId: string;
  video: ReactNode;
  details: ReactNode;
  chat: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Grid gap="md" data-testid={testId}>
      <Grid.Col span={MAIN_SPAN}>
        <Stack gap="sm">
          {video}
          {details}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{chat}</Grid.Col>
      {children}
    </Grid>
  );
}
