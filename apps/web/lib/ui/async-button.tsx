'use client';

import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBusyAction } from './use-busy-action';

/**
 * A button whose click starts something that takes a while (an export, a request, a redirect):
 * it spins, and so takes no second click, until the promise `onClick` returns has settled. A
 * failure `onClick` does not handle itself is shown as an error toast (`useBusyAction`).
 */
export function AsyncButton({
  onClick,
  children,
  ...props
}: Omit<ButtonProps, 'loading'> & {
  onClick: () => Promise<unknown>;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { busy, run } = useBusyAction();
  return (
    <Button {...props} onClick={() => void run(onClick)} loading={busy}>
      {children}
    </Button>
  );
}
