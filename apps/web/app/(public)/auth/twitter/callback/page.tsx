import type { Metadata } from 'next';
import { TwitterCallback } from '@/features/auth/twitter-callback';

export const metadata: Metadata = { title: 'Signing in with X' };

interface CallbackProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export default async function TwitterCallbackPage({ searchParams }: CallbackProps) {
  const query = await searchParams;
  return <TwitterCallback code={first(query.code)} state={first(query.state)} denied={Boolean(first(query.error))} />;
}
