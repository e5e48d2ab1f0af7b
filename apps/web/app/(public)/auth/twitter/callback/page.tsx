import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TwitterCallback } from '@/features/auth/twitter-callback';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('signingInWithX') };
}

interface CallbackProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export default async function TwitterCallbackPage({ searchParams }: CallbackProps) {
  const query = await searchParams;
  return <TwitterCallback code={first(query.code)} state={first(query.state)} denied={Boolean(first(query.error))} />;
}
