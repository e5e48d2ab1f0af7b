import type { Notification } from '@fanlane/shared';
import type { Mailer } from '../../adapters/mail.js';
import { escapeHtml } from '../../http/html.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { UserRow } from '../users/users.repository.js';
import { displayName } from '../users/users.presenter.js';

/** Where people change what they are mailed. */
export const PREFERENCES_PATH = '/notifications/settings';

/** The notification mails: one per notification, or the daily digest. */
export function createNotificationMails(deps: { mailer: Mailer; settings: SettingsService; webUrl: string }) {
  const { mailer, settings, webUrl } = deps;
  const siteName = async () => String(await settings.get('siteName'));
  const href = (link: string) => `${webUrl}${link || '/notifications'}`;
  const footer = () => `You can choose what we email you at ${webUrl}${PREFERENCES_PATH}`;

  return {
    async single(to: UserRow, n: Notification) {
      const site = await siteName();
      const text = `Hi ${displayName(to)},\n\n${n.text}\n\n${href(n.link)}\n\n${footer()}`;
      await mailer.send({
        to: to.email!,
        subject: `${site}: ${n.text.length > 90 ? `${n.text.slice(0, 89)}…` : n.text}`,
        text,
        html: `<p>Hi ${escapeHtml(displayName(to))},</p><p>${escapeHtml(n.text)}</p><p><a href="${escapeHtml(href(n.link))}">Open it on ${escapeHtml(site)}</a></p><p style="color:#888">${escapeHtml(footer())}</p>`,
      });
    },

    async digest(to: UserRow, items: Notification[], hasMore: boolean) {
      const site = await siteName();
      const lines = items.map((n) => `- ${n.text}\n  ${href(n.link)}`);
      const rest = hasMore ? `\n…and more at ${href('/notifications')}` : '';
      const text = `Hi ${displayName(to)},\n\nWhat happened on ${site} since your last summary:\n\n${lines.join('\n')}${rest}\n\n${footer()}`;
      const list = items
        .map((n) => `<li><a href="${escapeHtml(href(n.link))}">${escapeHtml(n.text)}</a></li>`)
        .join('');
      await mailer.send({
        to: to.email!,
        subject: `${site}: your daily summary`,
        text,
        html: `<p>Hi ${escapeHtml(displayName(to))},</p><p>What happened on ${escapeHtml(site)} since your last summary:</p><ul>${list}</ul>${hasMore ? `<p><a href="${escapeHtml(href('/notifications'))}">…and more</a></p>` : ''}<p style="color:#888">${escapeHtml(footer())}</p>`,
      });
    },
  };
}
export type NotificationMails = ReturnType<typeof createNotificationMails>;
