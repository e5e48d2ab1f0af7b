'use client';

import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ListQuery } from '@/lib/list-query/use-list-query';
import { useCsvDownload } from '@/lib/ui/use-csv-download';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Every console list's "Export CSV" button: asks the list's export route with the filters now in
 * the address (plus `fixed` ones, such as a tab's status) and saves the answer as `filename`.
 */
export function CsvExportButton({
  path,
  filename,
  list,
  filters,
  fixed = {},
  testId,
}: {
  path: string;
  filename: string;
  list: ListQuery;
  /** The list's filter keys passed on to the export. */
  filters: readonly string[];
  fixed?: Record<string, string>;
  testId?: string;
}) {
  const t = useTranslations('admin.audit');
  const { busy, download } = useCsvDownload();
  const exportCsv = () => {
    const query = { ...Object.fromEntries(filters.map((k) => [k, text(list.filters[k]) || undefined])), ...fixed };
    return download(path, query, filename);
  };
  return (
    <Button variant="default" onClick={exportCsv} loading={busy} data-testid={testId}>
      {t('export')}
    </Button>
  );
}
