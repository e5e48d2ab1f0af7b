'use client';

import { SETTINGS } from '@fanlane/shared';
import { StatusScreen } from './status-screen';

/** Shown instead of any page when the API cannot be reached during server rendering. */
export function ServiceUnavailable() {
  const siteName = String(SETTINGS.siteName.default);
  return (
    <StatusScreen
      kind="unavailable"
      description={`${siteName} cannot reach its service right now. Please try again in a few minutes.`}
      onRetry={() => window.location.reload()}
    />
  );
}
