'use client';

import { MESSAGES } from '@fanlane/shared';
import { StatusScreen } from './status-screen';

/** Replaces every page's layout while settings.maintenanceMode is on (admins excepted). */
export function MaintenanceLayout() {
  return <StatusScreen kind="maintenance" description={MESSAGES.maintenance} />;
}
