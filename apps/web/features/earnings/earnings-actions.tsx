'use client';

import { Button, Group } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { CREATOR_PAYOUTS_PATH } from '@/lib/routes';
import { AsyncButton } from '@/lib/ui/async-button';
import { useCsvDownload } from '@/lib/ui/use-csv-download';

/**
 * The earnings page's actions: the ledger lines of the period as CSV (GET /performer/earning/export,
 * with running balances) and the way to the payouts page.
 */
export function EarningsActions({ fromDate, toDate }: { fromDate: string; toDate: string }) {
  const t = useTranslations('payouts.earnings');
  const { download } = useCsvDownload();
  const exportCsv = () =>
    download(
      '/performer/earning/export',
      { fromDate, toDate },
      `earnings-${fromDate.slice(0, 10)}-${toDate.slice(0, 10)}.csv`,
    );
  return (
    <Group gap="xs">
      <AsyncButton variant="default" radius="xl" onClick={exportCsv} data-testid="earnings-export">
        {t('export')}
      </AsyncButton>
      <Button component={Link} href={CREATOR_PAYOUTS_PATH} radius="xl" data-testid="earnings-payouts">
        {t('payouts')}
      </Button>
    </Group>
  );
}
