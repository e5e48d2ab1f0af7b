'use client';

import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import type { SubscribablePerformer } from './subscriptions.slice';

const hasPrices = (p: SubscribablePerformer) => typeof p.monthlyPrice === 'number' && typeof p.yearlyPrice === 'number';

/**
 * The creator with their prices: an embedded `performer` without them (a locked item's) is
 * completed from GET /performers/{username-or-id}.
 */
export function usePerformerDetails(performer: SubscribablePerformer) {
  const api = useApi();
  const complete = hasPrices(performer);
  const [state, setState] = useState<{ details: SubscribablePerformer | null; error: string | null }>({
    details: complete ? performer : null,
    error: null,
  });
  const load = useCallback(async () => {
    setState({ details: null, error: null });
    try {
      const details = await api.get<SubscribablePerformer>(
        `/performers/${encodeURIComponent(performer.username || performer._id)}`,
      );
      setState({ details: { ...performer, ...details }, error: null });
    } catch (error) {
      setState({ details: null, error: messageOf(error) });
    }
  }, [api, performer]);
  useEffect(() => {
    if (!complete) void load();
  }, [complete, load]);
  return { ...state, reload: load };
}
