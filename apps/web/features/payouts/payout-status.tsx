'use client';

import { Badge } from '@mantine/core';
import type { PayoutStatus } from '@fanlane/shared';
import { useTranslations } from 'next-intl';

const COLORS: Record<PayoutStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  rejected: 'red',
  done: 'teal',
  cancelled: 'gray',
};

/** A payout request's status, in the reader's language ("Paid" for done). */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const t = useTranslations('payouts.status');
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      radius="xl"
      tt="none"
      data-testid="payout-status"
      data-status={status}
    >
      {t(status)}
    </Badge>
  );
}
