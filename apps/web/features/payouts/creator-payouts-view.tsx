'use client';

import { Alert, Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { StudioHeader } from '@/features/studio/studio-header';
import { CREATOR_EARNINGS_PATH, PAYOUT_METHODS_PATH } from '@/lib/routes';
import { PayoutBalances } from './payout-balances';
import { PayoutHistory } from './payout-history';
import { PayoutRequestForm } from './payout-request-form';
import { usePayoutCalculationQuery } from './payouts.api';

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
      {error && 'message' in error ? (
        <Alert color="red" variant="light" role="alert">
          {String(error.message)}
        </Alert>
      ) : null}
      <PayoutBalances calc={calc} loading={isLoading} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('request.title')}
          </Title>
          <PayoutRequestForm calc={calc} />
          <Anchor component={Link} href={PAYOUT_METHODS_PATH} size="sm">
            {t('request.setUp')}
          </Anchor>
        </Stack>
      </Paper>
      <Stack gap="sm" component="section">
        <Title order={2} fz="lg">
          {t('history.title')}
        </Title>
        <PayoutHistory calc={calc} />
      </Stack>
    </Stack>
  );
}
