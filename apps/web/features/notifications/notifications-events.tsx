'use client';

import { useSocketEvent } from '@/features/realtime/use-socket-event';
import { useAppDispatch } from '@/lib/store/hooks';
import { notificationsApi } from './notifications.api';

/**
 * A new notification (socket `notification_created`) refreshes the bell and any open list; an answer
 * to a refund request also refreshes the wallet's refund states.
 */
export function NotificationsEvents() {
  const dispatch = useAppDispatch();
  useSocketEvent('notification_created', (notification) => {
    const type = (notification as { type?: unknown } | undefined)?.type;
    dispatch(
      notificationsApi.util.invalidateTags(
        type === 'refund_decision' ? ['Notifications', 'RefundRequests'] : ['Notifications'],
      ),
    );
  });
  return null;
}
