'use client';

import { Button } from '@mantine/core';
import { SETTINGS } from '@fanlane/shared';
import { CloudOffIcon } from './icons';
import { StatusScreen } from './status-screen';

/** Shown instead of any page when the API cannot be reached during server rendering. */
export function ServiceUnavailable() {
  return (
    <StatusScreen
      testId="service-unavailable"
      icon={<CloudOffIcon size={32} />}
      title="Service unavailable"
      description={`${String(SETTINGS.siteName.default)} cannot reach its service right now. Please try again in a few minutes.`}
    >
      <Button radius="xl" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </StatusScreen>
  );
}
