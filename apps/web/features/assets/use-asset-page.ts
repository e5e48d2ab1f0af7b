'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import type { QueryParams } from '@/lib/api/query';
import { toBookmarkPage, toPage, type Page } from './asset-view';

export interface AssetPageState<T> {
  items: T[];
  total: number;
  loading: boolean;
  /** At least one answer has come back. */
  loaded: boolean;
  error: string | null;
}

/**
 * One page of a list endpoint, loaded again whenever the path or the query changes (the query
 * usually comes from the address, see useListQuery). `reload({ quiet: true })` refreshes without
 * the loading state, for polling while files are processed.
 */
export function useAssetPage<T extends { _id: string }>(
  path: string | null,
  query: QueryParams,
  /** `parse`: reads a list answer of another shape (a module-level function, so that it stays the same). */
  options: { answer?: 'list' | 'bookmarks'; parse?: (answer: unknown) => Page<T> } = {},
) {
  const api = useApi();
  const [state, setState] = useState<AssetPageState<T>>({
    items: [],
    total: 0,
    loading: path !== null,
    loaded: false,
    error: null,
  });
  const queryKey = JSON.stringify(query);
  const answerKind = options.answer ?? 'list';
  const parse = options.parse ?? (answerKind === 'bookmarks' ? toBookmarkPage<T> : toPage<T>);
  const latest = useRef(0);

  const load = useCallback(
    async (quiet = false) => {
      if (!path) return;
      const call = ++latest.current;
      if (!quiet) setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const answer = await api.get<unknown>(path, { query: JSON.parse(queryKey) as QueryParams });
        const page = parse(answer);
        // An older call answering late must not overwrite a newer one.
        if (call !== latest.current) return;
        setState({ items: page.items, total: page.total, loading: false, loaded: true, error: null });
      } catch (error) {
        if (call !== latest.current) return;
        setState((s) => ({ ...s, loading: false, loaded: true, error: quiet ? s.error : messageOf(error) }));
      }
    },
    [api, parse, path, queryKey],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const reload = useCallback((options: { quiet?: boolean } = {}) => load(options.quiet), [load]);
  const update = useCallback((change: (items: T[]) => T[]) => setState((s) => ({ ...s, items: change(s.items) })), []);
  return { ...state, reload, update };
}
