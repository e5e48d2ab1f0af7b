'use client';

import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A dialog's open state, plus `mounted`: false until it first opens, then true for good. Render a
 * code-split dialog (`next/dynamic`) only when `mounted`, so its chunk loads on the first click and
 * it can still animate closed.
 */
export function useLazyDisclosure(initiallyOpened = false) {
  const [opened, handlers] = useDisclosure(initiallyOpened);
  const [mounted, setMounted] = useState(initiallyOpened);
  if (opened && !mounted) setMounted(true);
  return [opened, mounted, handlers] as const;
}
