'use client';

import type { Stream } from '@fanlane/shared';
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@/lib/api/error';
import { useAppDispatch } from '@/lib/store/hooks';
import { searchLiveStreams } from './streaming.thunks';

/** The list refreshes itself this often while open. */
const REFRESH_MS = 30_000;

/**
 * The creators streaming now (GET /streaming/user/search), asked again every REFRESH_MS.
 * `streams` is null until the first answer; after a failure it keeps the last list (or none).
 */
export function useLiveStreams() {
  const dispatch = useAppDispatch();
  const [streams, setStreams] = useState<Stream[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const page = await dispatch(searchLiveStreams());
      setStreams(page.data);
      setError(null);
    } catch (failure) {
      setError(messageOf(failure));
      setStreams((current) => current ?? []);
    }
  }, [dispatch]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  return { streams, error };
}
