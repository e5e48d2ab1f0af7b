'use client';

import { Button, Center, EmptyState, type ButtonVariant } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { CheckIcon, CompassIcon, LockIcon } from './icons';

/**
 * The notices, by kind: their test id (on the centred box), space above and below, colour and icon;
 * the title is `layout.notices.{kind}`.
 */
const NOTICES = {
  notFound: { testId: 'not-found', py: 64, color: undefined, Icon: CompassIcon },
  emailVerified: { testId: 'email-verified', py: 48, color: 'teal', Icon: CheckIcon },
  profileUnavailable: { testId: 'profile-blocked', py: 48, color: 'red', Icon: LockIcon },
} as const;

export interface StatusNoticeProps {
  kind: keyof typeof NOTICES;
  description: string;
  /** The one way on: a round link button. */
  action: { href: string; label: string; variant?: ButtonVariant };
}

/** A centred notice inside the page's layout (not found, verified, unavailable) with one link onward. */
export function StatusNotice({ kind, description, action }: StatusNoticeProps) {
  const t = useTranslations('layout.notices');
  const { testId, py, color, Icon } = NOTICES[kind];
  return (
    <Center py={py} data-testid={testId}>
      <EmptyState
        variant="light"
        color={color}
        size="lg"
        icon={<Icon size={32} />}
        title={t(kind)}
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
