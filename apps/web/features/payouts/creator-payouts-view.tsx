'use client';

import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { StudioHeader } from '@/features/studio/studio-header';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { CREATOR_EARNINGS_PATH, PAYOUT_METHODS_PATH } from '@/lib/routes';
import { PayoutBalances } from './payout-balances';
import { PayoutHistory } from './payout-history';
import { PayoutRequestForm } from './payout-request-form';
import { usePayoutCalculationQuery } from './payouts.api';

/** One part of the page under its heading; `card` draws it in a bordered card. */
function PayoutSection({ title, card = false, children }: { title: string; card?: boolean; children: ReactNode }) {
  const heading = (
    <Title order={2} fz="lg">
      {title}
    </Title>
  );
  return card ? (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        {heading}
        {children}
      </Stack>
    </Paper>
  ) : (
    <Stack gap="sm" component="section">
      {heading}
      {children}
    </Stack>
  );
}

/** /creator/payouts: balances, the request form and the history of requests. */
export function CreatorPayoutsView() {
  const t = useTranslations('payouts');
  const { data: calc, isLoading, error } = usePayoutCalculationQuery();
  return (
    <Stack gap="lg" maw={1000} mx="auto" w="100%">
      <StudioHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <Group gap="xs">
            <Button component={Link} href={CREATOR_EARNINGS_PATH} variant="default" radius="xl">
              {t('earningsLink')}
            </Button>
            <Button
              component={Link}
              href={PAYOUT_METHODS_PATH}
              variant="default"
              radius="xl"
              data-testid="payout-methods-link"
            >
              {t('methods')}
            </Button>
          </Group>
        }
      />
      <ErrorAlert message={error && 'message' in error ? String(error.message) : null} />
      <PayoutBalances calc={calc} loading={isLoading} />
      <PayoutSection title={t('request.title')} card>
        <PayoutRequestForm calc={calc} />
        <Anchor component={Link} href={PAYOUT_METHODS_PATH} size="sm">
          {t('request.setUp')}
        </Anchor>
      </PayoutSection>
      <PayoutSection title={t('history.title')}>
        <PayoutHistory calc={calc} />
      </PayoutSection>
    </Stack>
  );
}
