import {
  NOTIFICATION_TYPES,
  isNotificationType,
  notificationTypesFor,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Realtime } from '../../realtime/realtime.js';
import { notFound } from '../../http/errors.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { NotificationMails } from './notification-mails.js';
import { choiceOf } from './notifier.js';
import { presentNotification } from './notifications.presenter.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Read notifications are kept 90 days, any notification a year. */
const KEEP_READ_MS = 90 * DAY;
const KEEP_MS = 365 * DAY;
/** Lines in a digest mail (the rest is counted). */
const DIGEST_ITEMS = 30;

export const DIGEST_QUEUE = 'notifications.digest';
export const PRUNE_QUEUE = 'notifications.prune';

/** The notifications centre's reads and the account's choices (routes), and its periodic jobs. */
export function createNotificationsService(deps: {
  repo: NotificationsRepository;
  users: UsersRepository;
  realtime: Realtime;
  storage: Storage;
  mails: NotificationMails;
  jobs: JobQueue;
}) {
  const { repo, users, realtime, storage, mails } = deps;

  async function present(rows: NotificationRow[]) {
    const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => !!id))];
    const actors = new Map((await users.findByIds(actorIds)).map((u) => [u.id, u]));
    return rows.map((r) => presentNotification(r, r.actorId ? actors.get(r.actorId) : undefined, storage));
  }

  /** Tells the account's other tabs what was read and how many are left. */
  async function afterRead(userId: string, ids: string[], all: boolean) {
    const total = await repo.unreadCount(userId);
    realtime.emitToUser(userId, 'notifications_read', { ids, all, total });
    return total;
  }

  async function sendDigests() {
    for (;;) {
      const due = await repo.digestsDue(100);
      if (!due.length) return;
      const people = new Map((await users.findByIds(due.map((d) => d.userId))).map((u) => [u.id, u]));
      for (const prefs of due) {
        const now = new Date();
        const person = people.get(prefs.userId);
        const mailed = person ? notificationTypesFor(person.role === 'performer') : [];
        const types = mailed.filter((t) => choiceOf(prefs, t).email);
        const since = prefs.digestSentAt ?? new Date(now.getTime() - DAY);
        const rows = await repo.since(prefs.userId, types, since, DIGEST_ITEMS + 1);
        if (person?.email && person.status === 'active' && rows.length) {
          await mails.digest(person, await present(rows.slice(0, DIGEST_ITEMS)), rows.length > DIGEST_ITEMS);
        }
        // Marked even when there was nothing to say, so the account is looked at again in a day.
        await repo.markDigestSent(prefs.userId, now);
      }
    }
  }

  deps.jobs.every(DIGEST_QUEUE, HOUR, sendDigests);
  deps.jobs.every(PRUNE_QUEUE, DAY, async () => {
    const now = Date.now();
    await repo.prune(new Date(now - KEEP_READ_MS), new Date(now - KEEP_MS));
  });

  return {
    async list(userId: string, query: { type?: string; unread?: boolean; limit: number; offset: number }) {
      const types = query.type
        ?.split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const { rows, total } = await repo.page(userId, { ...query, types });
      return { data: await present(rows), total };
    },

    unreadCount: (userId: string) => repo.unreadCount(userId),

    async read(userId: string, id: string) {
      if (!(await repo.markRead(userId, id))) throw notFound();
      return afterRead(userId, [id], false);
    },

    async readAll(userId: string) {
      await repo.markAllRead(userId);
      return afterRead(userId, [], true);
    },

    async preferences(userId: string, isPerformer: boolean): Promise<NotificationPreferences> {
      const prefs = (await repo.preferences(userId)) ?? undefined;
      return {
        digest: prefs?.digest ?? false,
        types: notificationTypesFor(isPerformer).map((type) => {
          const choice = choiceOf(prefs, type);
          return { type, label: NOTIFICATION_TYPES[type].label, inApp: choice.inApp, email: choice.email };
        }),
      };
    },

    /** Stores only what differs from a type's defaults, so a later change of a default reaches everyone else. */
    async updatePreferences(userId: string, isPerformer: boolean, update: NotificationPreferencesUpdate) {
      const current = (await repo.preferences(userId)) ?? undefined;
      const types = { ...(current?.types ?? {}) };
      for (const change of update.types ?? []) {
        if (!isNotificationType(change.type)) continue;
        const info = NOTIFICATION_TYPES[change.type];
        const next = { ...types[change.type], ...definedOnly(change) };
        const own: { inApp?: boolean; email?: boolean } = {};
        if (next.inApp === false) own.inApp = false;
        if (next.email !== undefined && next.email !== info.email) own.email = next.email;
        if (Object.keys(own).length) types[change.type] = own;
        else delete types[change.type];
      }
      await repo.savePreferences(userId, { types, digest: update.digest ?? current?.digest ?? false });
      return this.preferences(userId, isPerformer);
    },

    /** The periodic work, callable directly (tests, CLI). */
    sendDigests,
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;

const definedOnly = (change: { inApp?: boolean; email?: boolean }) => {
  const out: { inApp?: boolean; email?: boolean } = {};
  if (change.inApp !== undefined) out.inApp = change.inApp;
  if (change.email !== undefined) out.email = change.email;
  return out;
};
