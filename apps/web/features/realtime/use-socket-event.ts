'use client';

import type { ServerToClientEvents } from '@fanlane/shared';
import { useEffect, useRef } from 'react';
import { useSocket } from './realtime-provider';
import type { ServerEvent } from './socket';

/**
 * Calls `handler` for every `event` the server sends to this session, while the component is
 * mounted. The latest handler is used; it need not be memoised.
 */
export function useSocketEvent<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: Parameters<ServerToClientEvents[E]>) => void)(...args)) as never;
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [event, socket]);
}
