import type en from '@/messages/en.json';
import type { Locale } from './locales';

export type Messages = typeof en;

/** A language's catalogue (English is the source; the others carry the same keys). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalogue = locale === 'es' ? await import('@/messages/es.json') : await import('@/messages/en.json');
  return catalogue.default as Messages;
}

/**
 * What the root layout sends to the browser: every namespace but the operators' console's
 * (`admin`, about 20 KB), which only `app/admin/layout.tsx` passes on. Each page's HTML carries
 * the catalogue it is given, so public pages no longer ship the console's strings.
 */
export function publicMessages(messages: Messages): Omit<Messages, 'admin'> {
  const { admin: _console, ...rest } = messages;
  return rest;
}
