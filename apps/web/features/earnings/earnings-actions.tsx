'use client';

import { Button, Group } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { messageOf } from '@/lib/api/error';
import { CREATOR_PAYOUTS_PATH } from '@/lib/routes';
import { toast } from '@/lib/toast';
import { useCsvDownload } from '@/lib/ui/use-csv-download';

/**
 * The earnings page's actions: the ledger lines of the period as CSV (GET /performer/earning/export,
 * with running balances) and the way to the payouts page.
 */
export function EarningsActions({ fromDate, toDate }: { fromDate: string; toDate: string }) {
  const t = useTranslations('payouts.earnings');
  const { busy, download } = useCsvDownload();
  const exportCsv = () =>
    download(
      '/performer/earning/export',
      { fromDate, toDate },
      `earnings-${fromDate.slice(0, 10)}-${toDate.slice(0, 10)}.csv`,
    ).catch((error: unknown) => toast.error(messageOf(error)));
  return (
    <Group gap="xs">
      <Button
        variant="default"
        radius="xl"
        onClick={() => void exportCsv()}
        loading={busy}
        data-testid="earnings-export"
      >
        {t('export')}
      </Button>
      <Button component={Link} href={CREATOR_PAYOUTS_PATH} radius="xl" data-testid="earnings-payouts">
        {t('payouts')}
      </Button>
    </Group>
  );
}
