'use client';

import { MESSAGES } from '@fanlane/shared';
import { ToolIcon } from './icons';
import { StatusScreen } from './status-screen';

/** Replaces every page's layout while settings.maintenanceMode is on (admins excepted). */
export function MaintenanceLayout() {
  return (
    <StatusScreen
      testId="maintenance-layout"
      icon={<ToolIcon size={32} />}
      title="We'll be back soon"
      description={MESSAGES.maintenance}
    />
  );
}
