import { NOTIFICATION_TYPES, type NotificationType } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { newId } from '../../db/ids.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { NotificationMails } from './notification-mails.js';
import { presentNotification } from './notifications.presenter.js';
import type {
  NewNotification,
  NotificationContent,
  NotificationRow,
  NotificationsRepository,
  PreferencesRow,
} from './notifications.repository.js';

/** An event for one account (the recipient). */
export interface NotifyEvent {
  type: NotificationType;
  /** Who is told. Nobody is told of their own action: an event whose actor is the recipient is dropped. */
  userId: string;
  /** Who did it (shown with their avatar), or null for the site (a payout paid, a report closed). */
  actorId?: string | null;
  /** What it is about: `feed`, `video`, `comment`, `subscription`, `order`... and its id. */
  objectType?: string;
  objectId?: string;
  /** A path of the web app to open, e.g. `/posts/post-123`. */
  link?: string;
  /** What the type's sentence uses (amounts in minor units, `title`, `text`, `status`...). */
  data?: Record<string, unknown>;
  /**
   * At most one notification per recipient and key: the same event told twice (a retried caller, a
   * like undone and done again) shows once. Without one, every call is a new notification.
   */
  key?: string;
}

/** Who hears of a creator's event: the accounts each reader lists (see `audience`). */
export type AudienceName = 'subscribers' | 'followers' | 'followers_and_subscribers';

/** An event for every member of a creator's audience, written by a chain of jobs in chunks. */
export interface FanOutEvent extends Omit<NotifyEvent, 'userId' | 'key'> {
  performerId: string;
  audience: AudienceName;
  /** Required: a chunk run twice must not notify anyone twice (e.g. `new_post:<feedId>`). */
  key: string;
}

/** Accounts of a creator's audience with an id after `after`, in id order, at most `limit`. */
export type AudienceReader = (performerId: string, after: string | null, limit: number) => Promise<string[]>;

export const DELIVER_QUEUE = 'notifications.deliver';
export const FAN_OUT_QUEUE = 'notifications.fan-out';
/** Recipients written per fan-out job: one insert, one look-up of choices, the sockets told. */
export const FAN_OUT_CHUNK = 2000;
/** Events one deliver job carries at most. */
const BATCH = 500;

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

type Queued = { event: NewNotification; done: () => void };

/** The account's choice for a type: its own when set, else the type's default. */
export function choiceOf(prefs: PreferencesRow | undefined, type: string) {
  const info = (NOTIFICATION_TYPES as Record<string, { email: boolean }>)[type];
  const own = prefs?.types[type];
  return {
    inApp: own?.inApp ?? true,
    email: own?.email ?? info?.email ?? false,
    digest: prefs?.digest ?? false,
  };
}

/**
 * How other modules tell people what happened. Call `notify` (one recipient) or `fanOut` (a
 * creator's audience) AFTER the business transaction committed. Neither writes a notification
 * itself: `notify` adds the event to a job (events arriving together share one job row, written in
 * one insert: a purchase pays one small insert at most, and none while another is being written),
 * and the job writes the rows, pushes `notification_created` to every socket of each recipient and
 * mails those who want it. Both resolve once the job is stored and never throw (a failure is
 * logged): the business change has happened whatever becomes of its notification.
 */
export function createNotifier(deps: {
  repo: NotificationsRepository;
  jobs: JobQueue;
  realtime: Realtime;
  users: UsersRepository;
  storage: Storage;
  mails: NotificationMails;
  /** Recipients per fan-out job (FAN_OUT_CHUNK). */
  chunk?: number;
}) {
  const { repo, jobs, realtime, users, storage, mails } = deps;
  const chunk = deps.chunk ?? FAN_OUT_CHUNK;
  const audiences = new Map<AudienceName, AudienceReader>();
  let logger: Logger | undefined;
  let queue: Queued[] = [];
  let writing: Promise<void> | null = null;

  /** Writes the queued events as jobs until none is left (events queued meanwhile go in the next). */
  async function pump() {
    while (queue.length) {
      const batch = queue.slice(0, BATCH);
      queue = queue.slice(BATCH);
      try {
        await jobs.enqueue(DELIVER_QUEUE, { events: batch.map((q) => q.event) });
      } catch (err) {
        logger?.warn({ err, count: batch.length }, 'notifications not queued');
      }
      for (const q of batch) q.done();
    }
  }

  function write(): Promise<void> {
    writing ??= pump().finally(() => {
      writing = null;
      // Told after the loop's last look at the queue, before this cleared `writing`.
      if (queue.length) void write();
    });
    return writing;
  }

  /**
   * Writes the rows (those the recipients keep in the bell), tells each recipient's sockets and mails
   * those who take this type by mail without a digest. `extra`: events for accounts that turned the
   * bell off but still want the mail.
   */
  async function announce(rows: NotificationRow[], prefs: Map<string, PreferencesRow>, extra: NotificationRow[] = []) {
    if (!rows.length && !extra.length) return;
    const actorIds = [...new Set([...rows, ...extra].map((r) => r.actorId).filter((id): id is string => !!id))];
    const mailed = [...rows, ...extra].filter((r) => {
      const choice = choiceOf(prefs.get(r.userId), r.type);
      return choice.email && !choice.digest;
    });
    const people = new Map(
      (await users.findByIds([...new Set([...actorIds, ...mailed.map((r) => r.userId)])])).map((u) => [u.id, u]),
    );
    for (const row of rows) {
      const actor = row.actorId ? people.get(row.actorId) : undefined;
      realtime.emitToUser(row.userId, 'notification_created', presentNotification(row, actor, storage));
    }
    for (const row of mailed) {
      const to = people.get(row.userId);
      if (!to?.email || to.status !== 'active') continue;
      const actor = row.actorId ? people.get(row.actorId) : undefined;
      await mails
        .single(to, presentNotification(row, actor, storage))
        .catch((err: unknown) => logger?.warn({ err, notificationId: row.id }, 'notification mail not sent'));
    }
  }

  jobs.register(DELIVER_QUEUE, async (payload) => {
    const events = (payload.events as (NewNotification & { createdAt?: string })[]).map((e) => ({
      ...e,
      createdAt: e.createdAt ? new Date(e.createdAt) : new Date(),
    }));
    const prefs = await repo.preferencesOf([...new Set(events.map((e) => e.userId))]);
    const kept = events.filter((e) => choiceOf(prefs.get(e.userId), e.type).inApp);
    const mailOnly = events
      .filter((e) => !choiceOf(prefs.get(e.userId), e.type).inApp)
      .map((e) => ({ ...e, actorId: e.actorId ?? null, readAt: null }) as NotificationRow);
    const written = await repo.insertMany(kept);
    await announce(written, prefs, mailOnly);
  });

  jobs.register(FAN_OUT_QUEUE, async (payload) => {
    const event = payload.event as FanOutEvent;
    const after = (payload.after as string | null) ?? null;
    const read = audiences.get(event.audience);
    if (!read) throw new Error(`no audience reader for ${event.audience}`);
    const ids = await read(event.performerId, after, chunk);
    const last = ids.at(-1);
    // The next chunk is queued first, so chunks can run side by side on several workers; its key
    // keeps a chunk run twice from queuing its successor twice.
    if (ids.length === chunk && last) {
      await jobs.enqueue(FAN_OUT_QUEUE, { event, after: last }, { singletonKey: `fan-out:${event.key}:${last}` });
    }
    const recipients = ids.filter((id) => id !== event.actorId && id !== event.performerId);
    const rows = await repo.insertForRecipients(recipients, contentOf(event, event.key));
    await announce(rows, await repo.preferencesOf(rows.map((r) => r.userId)));
  });

  return {
    /** Tells one account of an event, after commit (see createNotifier). */
    notify(event: NotifyEvent): Promise<void> {
      if (!event.userId || event.userId === event.actorId) return Promise.resolve();
      const row: NewNotification = {
        id: newId(),
        userId: event.userId,
        ...contentOf(event, event.key ?? null),
        createdAt: new Date(),
      };
      return new Promise<void>((resolve) => {
        queue.push({ event: row, done: resolve });
        // Events told during this turn of the event loop share the job; later ones wait for the write.
        if (!writing) setImmediate(write);
      });
    },

    /** Tells a creator's whole audience of an event, after commit: one job, then one per chunk. */
    async fanOut(event: FanOutEvent): Promise<void> {
      try {
        await jobs.enqueue(FAN_OUT_QUEUE, { event, after: null }, { singletonKey: `fan-out:${event.key}:start` });
      } catch (err) {
        logger?.warn({ err, key: event.key }, 'notification fan-out not queued');
      }
    },

    /** Registers who an audience is (wired in services.ts by the modules owning those tables). */
    audience(name: AudienceName, reader: AudienceReader) {
      audiences.set(name, reader);
    },

    useLogger(log: Logger) {
      logger = log;
    },

    /** Resolves once every event told so far is in a job (tests: then `jobs.drain()`). */
    async flushed() {
      while (writing || queue.length) await (writing ?? write());
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;

/** Members of either audience, once each, in id order (a merge of the two readers' pages). */
export function eitherAudience(a: AudienceReader, b: AudienceReader): AudienceReader {
  return async (performerId, after, limit) => {
    const [x, y] = await Promise.all([a(performerId, after, limit), b(performerId, after, limit)]);
    const merged = [...new Set([...x, ...y])].sort();
    // Past the shorter full page, a reader may hold ids not read yet: stop before them.
    const bound = [x, y]
      .filter((page) => page.length === limit)
      .map((page) => page.at(-1)!)
      .sort()[0];
    return (bound ? merged.filter((id) => id <= bound) : merged).slice(0, limit);
  };
}

function contentOf(event: Omit<NotifyEvent, 'userId'>, key: string | null): NotificationContent {
  return {
    type: event.type,
    actorId: event.actorId ?? null,
    objectType: event.objectType ?? '',
    objectId: event.objectId ?? '',
    link: event.link ?? '',
    data: event.data ?? {},
    dedupeKey: key,
  };
}
