'use client';

import { useEffect, useRef } from 'react';

/** Runs `tick` every `ms` while `enabled` (status polling of files being processed). */
export function useInterval(tick: () => void, ms: number, enabled: boolean) {
  const saved = useRef(tick);
  useEffect(() => {
    saved.current = tick;
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => saved.current(), ms);
    return () => window.clearInterval(timer);
  }, [enabled, ms]);
}
