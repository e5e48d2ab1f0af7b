'use client';

import { Button, Center, EmptyState, type ButtonVariant } from '@mantine/core';
import Link from '@/lib/ui/link';
import { CheckIcon, CompassIcon, LockIcon } from './icons';

/** The notices, by kind: their test id (on the centred box), space above and below, colour, icon and title. */
const NOTICES = {
  notFound: { testId: 'not-found', py: 64, color: undefined, Icon: CompassIcon, title: 'Page not found' },
  emailVerified: { testId: 'email-verified', py: 48, color: 'teal', Icon: CheckIcon, title: 'Your email is verified' },
  profileUnavailable: {
    testId: 'profile-blocked',
    py: 48,
    color: 'red',
    Icon: LockIcon,
    title: 'This profile is not available',
  },
} as const;

export interface StatusNoticeProps {
  kind: keyof typeof NOTICES;
  description: string;
  /** The one way on: a round link button. */
  action: { href: string; label: string; variant?: ButtonVariant };
}

/** A centred notice inside the page's layout (not found, verified, unavailable) with one link onward. */
export function StatusNotice({ kind, description, action }: StatusNoticeProps) {
  const { testId, py, color, Icon, title } = NOTICES[kind];
  return (
    <Center py={py} data-testid={testId}>
      <EmptyState
        variant="light"
        color={color}
        size="lg"
        icon={<Icon size={32} />}
        title={title}
        description={description}
      >
        <EmptyState.Actions>
          <Button component={Link} href={action.href} radius="xl" variant={action.variant}>
            {action.label}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
