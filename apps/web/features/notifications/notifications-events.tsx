'use client';

import { useSocketEvent } from '@/features/realtime/use-socket-event';
import { useAppDispatch } from '@/lib/store/hooks';
import { notificationsApi } from './notifications.api';

/** A new notification (socket `notification_created`) refreshes the bell and any open list. */
export function NotificationsEvents() {
  const dispatch = useAppDispatch();
  useSocketEvent('notification_created', () => {
    dispatch(notificationsApi.util.invalidateTags(['Notifications']));
  });
  return null;
}
