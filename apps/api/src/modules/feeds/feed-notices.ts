import type { Notifier } from '../notifications/notifier.js';
import type { FeedRow } from './feeds.repository.js';

/**
 * `new_post` to the creator's subscribers (docs/notifications.md), once a post is out: on create when
 * published at once, or when its schedule comes (the publishing job, or an edit that publishes it
 * now). A fan-out job, never the request's work; the key tells each subscriber once per post.
 */
export function tellSubscribersOfPost(notifier: Notifier | undefined, row: FeedRow | undefined) {
  if (!notifier || !row || row.status !== 'active' || row.isSchedule || row.publishedAt > new Date()) return;
  void notifier.fanOut({
    type: 'new_post',
    performerId: row.performerId,
    actorId: row.performerId,
    audience: 'subscribers',
    objectType: 'feed',
    objectId: row.id,
    link: `/posts/${row.id}`,
    data: { text: row.title || row.text },
    key: `new_post:${row.id}`,
  });
}
