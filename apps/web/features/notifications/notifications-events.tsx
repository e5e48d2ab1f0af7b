'use client';

import { useSocketEvent } from '@/features/realtime/use-socket-event';
import { appApi } from '@/lib/api/rtk';
import { useAppDispatch } from '@/lib/store/hooks';

/**
 * A new notification (socket `notification_created`) refreshes the bell and any open list; an answer
 * to a refund request also refreshes the wallet's refund states. It uses `appApi`, not the
 * notifications endpoints, so the providers do not load their schemas (and zod) on every page.
 */
export function NotificationsEvents() {
  const dispatch = useAppDispatch();
  useSocketEvent('notification_created', (notification) => {
    const type = (notification as { type?: unknown } | undefined)?.type;
    dispatch(
      appApi.util.invalidateTags(type === 'refund_decision' ? ['Notifications', 'RefundRequests'] : ['Notifications']),
    );
  });
  return null;
}
