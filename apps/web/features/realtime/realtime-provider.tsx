'use client';

import { TOKEN_COOKIE } from '@fanlane/shared';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { usePublicConfig } from '@/lib/config/config-context';
import { readCookie } from '@/lib/session/token-cookie';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import type { AppSocket } from './socket';

const SocketContext = createContext<AppSocket | null>(null);

/** The session token the API client sends, read from the `token` cookie. */
function currentToken(): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, TOKEN_COOKIE) || null;
}

/**
 * One Socket.IO client per signed-in session (contract 5.1): opened when the visitor is signed in,
 * closed (with `auth/logout`) on sign-out or when the account changes.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { apiPublicUrl } = usePublicConfig();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  const userId = useAppSelector((state) => state.user.current._id);
  const [socket, setSocket] = useState<AppSocket | null>(null);

  useEffect(() => {
    if (!loggedIn || !userId) return;
    const token = currentToken();
    if (!token) return;
    // socket.io-client loads after the page is interactive, in its own chunk.
    let connection: { socket: AppSocket; close: () => void } | null = null;
    let cancelled = false;
    void import('./socket').then(({ openSocket }) => {
      if (cancelled) return;
      connection = openSocket(apiPublicUrl, token, dispatch);
      setSocket(connection.socket);
    });
    return () => {
      cancelled = true;
      connection?.close();
      setSocket(null);
    };
  }, [apiPublicUrl, dispatch, loggedIn, userId]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

/** The session's socket, or null when signed out (or before it is opened). */
export function useSocket(): AppSocket | null {
  return useContext(SocketContext);
}
