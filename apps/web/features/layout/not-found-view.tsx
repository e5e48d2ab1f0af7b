'use client';

import { StatusNotice } from './status-notice';

/** "Page not found" inside whatever layout the request got. */
export function NotFoundView() {
  return (
    <StatusNotice
      kind="notFound"
      description="The page you are looking for does not exist or has moved."
      action={{ href: '/', label: 'Back to the start' }}
    />
  );
}
