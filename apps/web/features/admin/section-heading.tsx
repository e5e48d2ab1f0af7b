import { Text, Title } from '@mantine/core';

/** A console section's title and the sentence that says what it is for. */
export function SectionHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <Title order={2}>{title}</Title>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </>
  );
}
