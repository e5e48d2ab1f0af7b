import { Container, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { loadSitePage, paragraphsOf } from '@/features/pages/site-page.server';

interface SitePageProps {
  params: Promise<{ slug: string }>;
}

const isSlug = (slug: string) => /^[a-z0-9][a-z0-9-]{0,99}$/i.test(slug);

export async function generateMetadata({ params }: SitePageProps): Promise<Metadata> {
  const { slug } = await params;
  const page = isSlug(slug) ? await loadSitePage(slug) : null;
  if (page?.title) return { title: page.title, description: page.shortDescription };
  return { title: (await getTranslations('pages'))('notFound') };
}

/** A site page written by the operators (terms, privacy…), at /page/{slug}. */
export default async function SitePageRoute({ params }: SitePageProps) {
  const { slug } = await params;
  const page = isSlug(slug) ? await loadSitePage(slug) : null;
  // An unknown page, or an answer without a title, is the not-found page (never an "undefined" title).
  if (!page?.title) notFound();
  const [t, format] = await Promise.all([getTranslations('pages'), getFormatter()]);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{page.title}</Title>
        <Text size="sm" c="dimmed">
          {t('updated', { date: format.dateTime(new Date(page.updatedAt), { dateStyle: 'long' }) })}
        </Text>
        {paragraphsOf(page.content).map((paragraph, i) => (
          <Text key={i} style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Container>
  );
}
