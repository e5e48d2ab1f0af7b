'use client';

import { Text, Title, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card's or form's title and, under it, the dimmed sentence that says what it is for. */
export function TitleWithIntro({
  title,
  intro,
  ...props
}: Omit<TitleProps, 'title'> & { title: ReactNode; intro: ReactNode }) {
  return (
    <>
      <Title {...props}>{title}</Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </>
  );
}
