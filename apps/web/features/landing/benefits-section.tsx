'use client';

import { Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { StarIcon, UserIcon } from '@/features/layout/icons';

/** What fans and creators get (settings userBenefit and modelBenefit). */
export function BenefitsSection({ userBenefit, modelBenefit }: { userBenefit: string; modelBenefit: string }) {
  const items = [
    { title: 'For fans', text: userBenefit, icon: <UserIcon size={22} /> },
    { title: 'For creators', text: modelBenefit, icon: <StarIcon size={22} /> },
  ].filter((item) => item.text.trim() !== '');
  if (items.length === 0) return null;

  return (
    <Container size="lg" component="section" py={{ base: 32, sm: 48 }} aria-label="Benefits">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {items.map((item) => (
          <Paper key={item.title} withBorder radius="lg" p="xl">
            <ThemeIcon size={44} radius="md" variant="light" mb="md">
              {item.icon}
            </ThemeIcon>
            <Title order={3} fz="lg" mb={6}>
              {item.title}
            </Title>
            <Text c="dimmed">{item.text}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
