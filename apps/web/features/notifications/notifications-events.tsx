'use client';

import { useSocketEvent } from '@/features/realtime/use-socket-event';
import { useAppDispatch } from '@/lib/store/hooks';

/**
 * A new notification (socket `notification_created`) refreshes the bell and any open list; an answer
 * to a refund request also refreshes the wallet's refund states. It loads `appApi` when an event
 * comes, not the notifications endpoints, so the providers load neither RTK Query nor zod.
 */
export function NotificationsEvents() {
  const dispatch = useAppDispatch();
  useSocketEvent('notification_created', (notification) => {
    const type = (notification as { type?: unknown } | undefined)?.type;
    // RTK Query is loaded by the pages that query; on the others there is no cache to refresh yet.
    void import('@/lib/api/rtk').then(({ appApi }) =>
      dispatch(
        appApi.util.invalidateTags(
          type === 'refund_decision' ? ['Notifications', 'RefundRequests'] : ['Notifications'],
        ),
      ),
    );
  });
  return null;
}
