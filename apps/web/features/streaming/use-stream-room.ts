'use client';

import { streamEvent, type StreamMessage } from '@fanlane/shared';
import type { Socket } from 'socket.io-client';
import { useEffect, useRef } from 'react';
import { useSocket } from '@/features/realtime/realtime-provider';
import { useAppDispatch } from '@/lib/store/hooks';
import { streamMessageDeleted, streamMessageReceived, streamMessagesCleared } from './stream-messages.slice';

export interface StreamRoomHandlers {
  /** `public-room-changed`: viewers now in the room (the creator left out). */
  onRoomChanged?: (payload: { total: number; members: Record<string, unknown>[] }) => void;
  /** `model-left`: the creator ended the stream. */
  onModelLeft?: () => void;
  /** `admin-end-session-stream`: the site's operators ended the stream (`model-left` follows). */
  onAdminEnded?: () => void;
  /** `join-broadcaster`: the creator is (again) on air. */
  onBroadcaster?: () => void;
  /** `change-stream-info`: the stream's details changed. */
  onStreamInfo?: (payload: { conversation?: Record<string, unknown> }) => void;
  /** `stream-likes-changed`: the stream's like count now. */
  onLikes?: (likes: number) => void;
}

/**
 * Joins a live stream's room (contract 5.3) while mounted and `conversationId` is set: emits
 * `public-stream/join` (again after a reconnection), follows the chat events of the room into the
 * stream messages slice, and calls the handlers for the room's other events. `live` also emits
 * `public-stream/live` (the creator going on air). On unmount it emits `public-stream/leave`
 * (for the creator this ends the stream).
 */
export function useStreamRoom(
  conversationId: string | null,
  handlers: StreamRoomHandlers,
  options: { live?: boolean } = {},
): { leave: () => void } {
  const socket = useSocket();
  const dispatch = useAppDispatch();
  const latest = useRef(handlers);
  const left = useRef(false);
  useEffect(() => {
    latest.current = handlers;
  });
  const live = Boolean(options.live);

  useEffect(() => {
    if (!socket || !conversationId) return;
    // The chat's per-conversation events are not in the typed event map: their names carry the id.
    const raw = socket as unknown as Socket;
    left.current = false;
    const room = { conversationId };
    const join = () => {
      socket.emit('public-stream/join', room);
      if (live) socket.emit('public-stream/live', room);
    };
    const onCreated = (message: StreamMessage) => {
      if (message && message.conversationId === conversationId) dispatch(streamMessageReceived(message));
    };
    const onDeleted = (message: { _id: string; conversationId?: string }) => {
      if (message?._id) dispatch(streamMessageDeleted({ _id: message._id, conversationId }));
    };
    const onCleared = () => dispatch(streamMessagesCleared({ conversationId }));
    /** A room-wide event's listener: runs `then` when the event is about this room. */
    const inRoom =
      <P extends { conversationId: string }>(then: (payload: P) => void) =>
      (payload: P) => {
        if (payload?.conversationId === conversationId) then(payload);
      };
    const onStreamInfo = (payload: { conversation?: Record<string, unknown> }) => {
      const id = payload?.conversation?._id;
      if (id === undefined || id === conversationId) latest.current.onStreamInfo?.(payload ?? {});
    };
    type RoomPayload = { conversationId: string; total: number; members: Record<string, unknown>[] };
    const listeners: [string, Parameters<Socket['on']>[1]][] = [
      [streamEvent.messageCreated(conversationId), onCreated],
      [
        'stream-likes-changed',
        inRoom((p: { conversationId: string; likes: number }) => latest.current.onLikes?.(p.likes)),
      ],
      [streamEvent.messageDeleted(conversationId), onDeleted],
      [streamEvent.clearAll(conversationId), onCleared],
      ['public-room-changed', inRoom((p: RoomPayload) => latest.current.onRoomChanged?.(p))],
      ['model-left', inRoom(() => latest.current.onModelLeft?.())],
      ['admin-end-session-stream', inRoom(() => latest.current.onAdminEnded?.())],
      ['join-broadcaster', inRoom(() => latest.current.onBroadcaster?.())],
      ['change-stream-info', onStreamInfo],
      // Rooms do not survive a reconnection: join again each time the socket connects.
      ['connect', join],
    ];
    for (const [event, listener] of listeners) raw.on(event, listener);
    // Before the first connection, the 'connect' listener does it.
    if (socket.connected) join();

    return () => {
      for (const [event, listener] of listeners) raw.off(event, listener);
      if (!left.current) socket.emit('public-stream/leave', room);
      left.current = true;
    };
  }, [socket, conversationId, live, dispatch]);

  return {
    leave: () => {
      if (!socket || !conversationId || left.current) return;
      left.current = true;
      socket.emit('public-stream/leave', { conversationId });
    },
  };
}
