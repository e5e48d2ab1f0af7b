'use client';

import { Button, Group } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApi } from '@/lib/api/api-context';
import { downloadText } from '@/lib/download';
import { messageOf } from '@/lib/api/error';
import { CREATOR_PAYOUTS_PATH } from '@/lib/routes';
import { toast } from '@/lib/toast';

/**
 * The earnings page's actions: the ledger lines of the period as CSV (GET /performer/earning/export,
 * with running balances) and the way to the payouts page.
 */
export function EarningsActions({ fromDate, toDate }: { fromDate: string; toDate: string }) {
  const t = useTranslations('payouts.earnings');
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      // The export is text/csv: the client answers it as the raw text.
      const csv = await api.get<string>('/performer/earning/export', { query: { fromDate, toDate } });
      downloadText(csv, `earnings-${fromDate.slice(0, 10)}-${toDate.slice(0, 10)}.csv`);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
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
