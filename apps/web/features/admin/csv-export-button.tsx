'use client';

import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApi } from '@/lib/api/api-context';
import { downloadText } from '@/lib/download';
import type { ListQuery } from '@/lib/list-query/use-list-query';

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
  const api = useApi();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = { ...Object.fromEntries(filters.map((k) => [k, text(list.filters[k]) || undefined])), ...fixed };
      // The export is text/csv: the client answers it as the raw text.
      downloadText(await api.get<string>(path, { query }), filename);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="default" onClick={exportCsv} loading={exporting} data-testid={testId}>
      {t('export')}
    </Button>
  );
}
