'use client';

import type { ReactNode } from 'react';
import { useLazyDisclosure } from './use-lazy-disclosure';

/**
 * A button and the dialog it opens. The dialog (a `next/dynamic` component) is rendered from its
 * first opening on, so its code loads on the first press and it can still animate closed.
 */
export function WithLazyDialog({
  trigger,
  dialog,
}: {
  /** The button; call `open` to open the dialog. */
  trigger: (open: () => void) => ReactNode;
  dialog: (state: { opened: boolean; onClose: () => void }) => ReactNode;
}) {
  const [opened, mounted, handlers] = useLazyDisclosure();
  return (
    <>
      {trigger(handlers.open)}
      {mounted ? dialog({ opened, onClose: handlers.close }) : null}
    </>
  );
}
