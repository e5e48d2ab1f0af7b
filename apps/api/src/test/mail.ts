import type { Services } from '../services.js';

/** The newest mail in the outbox to an address (whose subject contains `subject`, when given). */
export async function lastMailTo(services: Services, to: string, subject = '') {
  const list = (await services.mailer.outbox?.list()) ?? [];
  return list.find((m) => m.to === to && m.subject.includes(subject)) ?? null;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<]+`));
  if (!match) throw new Error(`no link starting ${prefix} in mail`);
  return match[0];
}
