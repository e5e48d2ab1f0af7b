import { Container, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/features/pages/contact-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('contact') };
}

export default async function ContactPage() {
  const t = await getTranslations('app.contact');
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <ContactForm />
      </Stack>
    </Container>
  );
}
