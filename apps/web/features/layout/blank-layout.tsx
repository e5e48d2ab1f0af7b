import type { ReactNode } from 'react';

/** No chrome at all: the page draws the whole screen. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
