import { notificationText, type Notification } from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { UserRow } from '../users/users.repository.js';
import { displayName, mediaUrl } from '../users/users.presenter.js';
import type { NotificationRow } from './notifications.repository.js';

/** A notification for its recipient: the actor's public card and the type's sentence. */
export function presentNotification(row: NotificationRow, actor: UserRow | undefined, storage: Storage): Notification {
  const name = actor ? displayName(actor) : 'Someone';
  return {
    _id: row.id,
    type: row.type,
    actorId: row.actorId,
    actor: actor
      ? {
          _id: actor.id,
          name,
          username: actor.username ?? '',
          avatar: mediaUrl(storage, actor.avatarKey),
          isPerformer: actor.role === 'performer',
        }
      : null,
    objectType: row.objectType,
    objectId: row.objectId,
    link: row.link,
    data: row.data,
    text: notificationText(row.type, { actor: name, data: row.data, objectType: row.objectType }),
    isRead: row.readAt !== null,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
