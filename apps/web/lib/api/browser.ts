'use client';

import type { SessionStore } from '@/lib/session/browser-session';
import { LOGIN_PATH } from '@/lib/routes';
import { createApiClient, type ApiClient } from './client';

/** The browser's API client: token from the cookie; a 401 goes to the sign-in page. */
export function createBrowserApi(baseUrl: string, session: SessionStore): ApiClient {
  return createApiClient({
    baseUrl,
    getToken: () => session.getToken(),
    onUnauthorized: () => {
      if (window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
    },
  });
}
