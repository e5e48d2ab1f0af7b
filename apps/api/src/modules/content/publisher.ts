import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';

export const PUBLISH_QUEUE = 'content.publish';

/**
 * Scheduled publishing for every content type. Reads already filter on `published_at <= now()`, so
 * an item shows on time even if the job runs late; the job then marks it published (clears its
 * schedule flag) through the callback its module registered. One job per item and time.
 */
export function createPublisher(jobs: JobQueue) {
  const kinds = new Map<string, (id: string) => Promise<void>>();
  jobs.register(PUBLISH_QUEUE, async (payload) => {
    await kinds.get(String(payload.kind))?.(String(payload.id));
  });
  return {
    register(kind: string, markPublished: (id: string) => Promise<void>) {
      kinds.set(kind, markPublished);
    },
    /** Enqueues the publishing job when `at` is in the future; pass the transaction of the write. */
    async schedule(kind: string, id: string, at: Date | null, tx: Db) {
      if (!at || at <= new Date()) return;
      await jobs.enqueue(
        PUBLISH_QUEUE,
        { kind, id },
        { runAt: at, singletonKey: `publish:${kind}:${id}:${at.getTime()}` },
        tx,
      );
    },
  };
}
export type Publisher = ReturnType<typeof createPublisher>;

/** The publication time of an item: its schedule when in the future, else now (or when it was). */
export function publicationTime(scheduledAt: Date | null, previous?: Date): { publishedAt: Date; isSchedule: boolean } {
  const now = new Date();
  if (scheduledAt && scheduledAt > now) return { publishedAt: scheduledAt, isSchedule: true };
  return { publishedAt: previous && previous <= now ? previous : now, isSchedule: false };
}
