'use client';

import { Button, Center, EmptyState } from '@mantine/core';
import Link from '@/lib/ui/link';
import { CheckIcon } from '@/features/layout/icons';
import { LOGIN_PATH } from '@/lib/routes';

/** Where the API's verification link lands once the address is verified. */
export function EmailVerified({ signedInHref }: { signedInHref: string | null }) {
  return (
    <Center py={48} data-testid="email-verified">
      <EmptyState
        variant="light"
        color="teal"
        size="lg"
        icon={<CheckIcon size={32} />}
        title="Your email is verified"
        description="Thank you. Your account is ready to use."
      >
        <EmptyState.Actions>
          {signedInHref ? (
            <Button component={Link} href={signedInHref} radius="xl">
              Continue
            </Button>
          ) : (
            <Button component={Link} href={LOGIN_PATH} radius="xl">
              Sign in
            </Button>
          )}
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
