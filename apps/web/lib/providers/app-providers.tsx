'use client';

import { MantineProvider } from '@mantine/core';
import { TOAST_DURATION_MS, type PublicSettings } from '@fanlane/shared';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { settingsLoaded } from '@/features/settings/settings.slice';
import { sessionRestored } from '@/features/auth/auth.slice';
import { RealtimeProvider } from '@/features/realtime/realtime-provider';
import { userLoaded } from '@/features/user/user.slice';
import type { CurrentUser } from '@/features/user/user.types';
import { MessagesEvents } from '@/features/messages/messages-events';
import { NotificationsEvents } from '@/features/notifications/notifications-events';
import { WalletEvents } from '@/features/wallet/wallet-events';
import { ApiProvider } from '@/lib/api/api-context';
import { createBrowserApi } from '@/lib/api/browser';
import { ConfigProvider } from '@/lib/config/config-context';
import type { PublicConfig } from '@/lib/config/runtime-config';
import { createBrowserSession } from '@/lib/session/browser-session';
import { makeStore } from '@/lib/store/store';
import { DEFAULT_THEME, themeStorageManager } from '@/lib/theme/color-scheme';
import { cssVariablesResolver, theme } from '@/lib/theme/theme';
import { rememberTimeZone } from '@/lib/i18n/time-zone';
import { registerServiceWorker } from '@/lib/pwa/register-service-worker';
import { onFirstInteraction } from '@/lib/ui/first-interaction';
import { whenIdle } from '@/lib/ui/when-idle';

/**
 * The toasts' container loads after the page: `toast()` only writes to Mantine's notifications store,
 * which keeps what was shown before the container mounts and shows it then.
 */
const Notifications = dynamic(() => import('@mantine/notifications').then((m) => m.Notifications), { ssr: false });

export interface AppProvidersProps {
  config: PublicConfig;
  settings: PublicSettings;
  user: CurrentUser | null;
  children: ReactNode;
}

/** Everything client code needs: runtime config, API client, Redux store, Mantine and toasts. */
export function AppProviders({ config, settings, user, children }: AppProvidersProps) {
  const [deps] = useState(() => {
    const session = createBrowserSession(config.cookieDomain);
    const api = createBrowserApi(config.apiPublicUrl, session);
    const store = makeStore({ api, session }, { settings, user });
    return { api, store, colorSchemeManager: themeStorageManager() };
  });

  // A server refresh (router.refresh) brings fresh settings and session; keep the store in step.
  // The store was made with the first ones: dispatching them again on mount would only re-render
  // every reader of the settings and the user while the page is starting.
  const seeded = useRef({ settings, user });
  useEffect(() => {
    if (settings === seeded.current.settings) return;
    deps.store.dispatch(settingsLoaded(settings));
  }, [deps.store, settings]);
  // Marks the page interactive: browser journeys wait for it before typing into server-rendered forms.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // Neither is needed to show the page. The time zone (its first read loads the browser's ICU data,
    // a long task on a phone) is stored on the first press or key, before any request it is for.
    onFirstInteraction(rememberTimeZone);
    whenIdle(registerServiceWorker);
  }, []);
  useEffect(() => {
    if (!user || user === seeded.current.user) return;
    deps.store.dispatch(userLoaded(user));
    deps.store.dispatch(sessionRestored());
  }, [deps.store, user]);

  return (
    <ConfigProvider value={config}>
      <ApiProvider client={deps.api}>
        <ReduxProvider store={deps.store}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            colorSchemeManager={deps.colorSchemeManager}
            defaultColorScheme={DEFAULT_THEME}
          >
            <Notifications autoClose={TOAST_DURATION_MS} position="top-right" />
            <RealtimeProvider>
              <WalletEvents />
              <MessagesEvents />
              <NotificationsEvents />
              {children}
            </RealtimeProvider>
          </MantineProvider>
        </ReduxProvider>
      </ApiProvider>
    </ConfigProvider>
  );
}
