import type { Metadata } from 'next';
import { Suspense } from 'react';
import { guardPage } from '@/features/auth/page-guard.server';
import { MessengerView } from '@/features/messages/messenger-view';

export const metadata: Metadata = { title: 'Messages' };

/** The messenger: conversations and the open thread (`?conversation=<id>`). */
export default async function MessagesPage() {
  await guardPage({ authenticate: true });
  return (
    <Suspense>
      <MessengerView />
    </Suspense>
  );
}
