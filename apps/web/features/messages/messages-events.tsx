'use client';

import { useEffect } from 'react';
import type { Message } from '@fanlane/shared';
import { useSocketEvent } from '@/features/realtime/use-socket-event';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { presenceChanged, typingSeen, unreadTotalSet } from './conversations.slice';
import { reactionsReplaced } from './messages.slice';
import { messageDeletedReceived, messageReceived, refreshUnreadTotal } from './messages.thunks';

/**
 * The messenger's realtime events (contract 5): new, deleted and reacted messages, the unread
 * total, typing and presence. Mounted once for a signed-in session; renders nothing.
 */
export function MessagesEvents() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  useEffect(() => {
    if (loggedIn) void dispatch(refreshUnreadTotal());
  }, [dispatch, loggedIn]);
  useSocketEvent('message_created', (message) => {
    dispatch(messageReceived(message as unknown as Message));
    void dispatch(refreshUnreadTotal());
  });
  useSocketEvent('message_deleted', (message) => dispatch(messageDeletedReceived(message)));
  useSocketEvent('message_reaction', (payload) =>
    dispatch(reactionsReplaced({ _id: payload._id, reactions: payload.reactions ?? [] })),
  );
  useSocketEvent('nofify_read_messages_in_conversation', (payload) => {
    if (typeof payload?.total === 'number') dispatch(unreadTotalSet(payload.total));
  });
  useSocketEvent('typing', (payload) =>
    dispatch(typingSeen({ conversationId: payload.conversationId, at: Date.now() })),
  );
  useSocketEvent('presence', (payload) => dispatch(presenceChanged(payload)));
  return null;
}
