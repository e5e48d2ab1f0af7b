import { Container, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { ContactForm } from '@/features/pages/contact-form';

export const metadata: Metadata = { title: 'Contact' };

export default function ContactPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Contact</Title>
          <Text c="dimmed">Questions, reports or partnership ideas: write to the team.</Text>
        </Stack>
        <ContactForm />
      </Stack>
    </Container>
  );
}
