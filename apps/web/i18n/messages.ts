import type en from '@/messages/en.json';
import type { Locale } from './locales';

export type Messages = typeof en;

/** A language's catalogue (English is the source; the others carry the same keys). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalogue = locale === 'es' ? await import('@/messages/es.json') : await import('@/messages/en.json');
  return catalogue.default as Messages;
}
