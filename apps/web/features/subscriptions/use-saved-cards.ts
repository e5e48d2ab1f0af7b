'use client';

import type { PaymentCard } from '@fanlane/shared';
import { useCallback, useEffect, useState } from 'react';
import { toPage } from '@/features/assets/asset-view';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';

interface CardsState {
  items: PaymentCard[];
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

/** The fan's saved cards of the active gateway, loaded the first time the card method is chosen. */
export function useSavedCards(enabled: boolean, gateway: string) {
  const api = useApi();
  const [state, setState] = useState<CardsState>({ items: [], loading: false, loaded: false, error: null });
  const load = useCallback(async () => {
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const answer = await api.get<unknown>('/payment-cards', { query: { paymentGateway: gateway, limit: 50 } });
      setState({ items: toPage<PaymentCard>(answer).items, loading: false, loaded: true, error: null });
    } catch (error) {
      setState({ items: [], loading: false, loaded: true, error: messageOf(error) });
    }
  }, [api, gateway]);
  useEffect(() => {
    if (enabled && !state.loaded && !state.loading) void load();
  }, [enabled, load, state.loaded, state.loading]);
  return { ...state, reload: load };
}

export const cardLabel = (card: PaymentCard, unknownBrand = 'Card') =>
  `${card.brand || unknownBrand} •••• ${card.last4Digits}${card.month && card.year ? ` (${card.month}/${card.year.slice(-2)})` : ''}`;
