import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { guardPage } from '@/features/auth/page-guard.server';
import { MessengerView } from '@/features/messages/messenger-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('messages') };
}

/** The messenger: conversations and the open thread (`?conversation=<id>`). */
export default async function MessagesPage() {
  await guardPage({ authenticate: true });
  return (
    <Suspense>
      <MessengerView />
    </Suspense>
  );
}
