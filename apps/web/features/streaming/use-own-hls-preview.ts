'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/lib/store/hooks';
import { joinStream } from './streaming.thunks';

/**
 * The creator's preview of their self-hosted stream: their own signed HLS address, asked for again
 * while OBS is publishing and none is there yet, and whenever the room says the video came or went.
 * `performerId` null: not self-hosted, nothing is asked.
 */
export function useOwnHlsPreview(performerId: string | null) {
  const dispatch = useAppDispatch();
  const [hlsUrl, setHlsUrl] = useState<string | undefined>(undefined);
  const publishing = useRef(false);
  const asking = useRef(false);

  const refresh = useCallback(async () => {
    if (!performerId || asking.current) return;
    asking.current = true;
    try {
      const result = await dispatch(joinStream(performerId));
      setHlsUrl(result.ok ? result.session.stream.hlsUrl : undefined);
    } finally {
      asking.current = false;
    }
  }, [dispatch, performerId]);

  useEffect(() => {
    if (!performerId) return;
    void refresh();
    const timer = setInterval(() => {
      if (publishing.current && !hlsUrl) void refresh();
    }, 2000);
    return () => clearInterval(timer);
  }, [performerId, refresh, hlsUrl]);

  return {
    hlsUrl,
    refresh: () => void refresh(),
    onPublishing: useCallback(
      (now: boolean) => {
        if (now !== publishing.current) {
          publishing.current = now;
          if (!now) setHlsUrl(undefined);
          else void refresh();
        }
      },
      [refresh],
    ),
  };
}
