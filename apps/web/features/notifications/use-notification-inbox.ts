'use client';

import {
  useNotificationsQuery,
  useReadAllNotificationsMutation,
  useUnreadNotificationsQuery,
} from './notifications.api';
import type { NotificationListArgs } from './notifications.api';

/**
 * What the bell and the notifications page both show: a page of notifications (`list`, its
 * `items`), the unread count, and "read all" (`reading` while it runs).
 */
export function useNotificationInbox(args: NotificationListArgs, options?: { skip?: boolean }) {
  const list = useNotificationsQuery(args, options);
  const { data: unread = 0 } = useUnreadNotificationsQuery();
  const [readAll, reading] = useReadAllNotificationsMutation();
  return { list, items: list.data?.data ?? [], unread, readAll: () => void readAll(), reading: reading.isLoading };
}
