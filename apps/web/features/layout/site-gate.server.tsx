import type { ReactNode } from 'react';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { checkCountry } from '@/features/geo/country-check.server';
import { loadPublicSettings } from '@/features/settings/settings.server';
import { isAdmin } from '@/features/user/user.types';
import { GeoBlockLayout } from './geo-block-layout';
import { MaintenanceLayout } from './maintenance-layout';
import { decideGate } from './site-gate';

/**
 * Wraps a route group's own layout. On every request it reads the settings, the country check
 * and the session, and renders the maintenance or geo-block layout in place of the group's
 * layout (and its page) when their flags are set.
 */
export async function SiteGate({
  children,
  allowDuringMaintenance = false,
}: {
  children: ReactNode;
  allowDuringMaintenance?: boolean;
}) {
  const [settings, country, user] = await Promise.all([loadPublicSettings(), checkCountry(), getCurrentUser()]);
  const decision = decideGate({
    maintenanceMode: settings.ok && settings.settings.maintenanceMode,
    isAdmin: isAdmin(user),
    countryBlocked: country.blocked,
    allowDuringMaintenance,
  });
  if (decision === 'maintenance') return <MaintenanceLayout />;
  if (decision === 'geo-block') return <GeoBlockLayout country={country.country} />;
  return <>{children}</>;
}
