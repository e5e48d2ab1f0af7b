'use client';

import { useState } from 'react';
import { useApi } from '@/lib/api/api-context';
import type { QueryParams } from '@/lib/api/query';
import { downloadText } from '@/lib/download';

/** Asks a text/csv export route and saves the answer as `filename`; `busy` while it runs. */
export function useCsvDownload() {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const download = async (path: string, query: QueryParams, filename: string) => {
    setBusy(true);
    try {
      // The export is text/csv: the client answers it as the raw text.
      downloadText(await api.get<string>(path, { query }), filename);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
