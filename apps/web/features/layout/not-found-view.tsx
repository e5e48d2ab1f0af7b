'use client';

import { Button, Center, EmptyState } from '@mantine/core';
import Link from '@/lib/ui/link';
import { CompassIcon } from './icons';

/** "Page not found" inside whatever layout the request got. */
export function NotFoundView() {
  return (
    <Center py={64} data-testid="not-found">
      <EmptyState
        variant="light"
        size="lg"
        icon={<CompassIcon size={32} />}
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
      >
        <EmptyState.Actions>
          <Button component={Link} href="/" radius="xl">
            Back to the start
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
