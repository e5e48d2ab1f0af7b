'use client';

import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { NEW_POST_PATH } from '@/lib/routes';
import Link from '@/lib/ui/link';
import { PlusIcon } from './icons';

/** A creator's "New post": the round link to the post composer, with a plus (the header, the timeline). */
export function NewPostButton({ children, ...props }: ButtonProps & { children: ReactNode; 'data-testid'?: string }) {
  return (
    <Button component={Link} href={NEW_POST_PATH} radius="xl" leftSection={<PlusIcon size={16} />} {...props}>
      {children}
    </Button>
  );
}
