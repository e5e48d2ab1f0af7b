'use client';

import { useEffect, useRef } from 'react';
import { useAppSelector } from '@/lib/store/hooks';

/**
 * Calls `onPurchased(id)` for every item bought after the component mounted (here, or in another
 * tab through `token_transaction_success`), once per item: pages re-read the item to unlock it.
 */
export function usePurchases(onPurchased: (itemId: string) => void): void {
  const purchased = useAppSelector((state) => state.wallet.purchased);
  const seen = useRef<Set<string> | null>(null);
  const latest = useRef(onPurchased);
  useEffect(() => {
    latest.current = onPurchased;
  });

  useEffect(() => {
    if (seen.current === null) {
      seen.current = new Set(Object.keys(purchased));
      return;
    }
    for (const id of Object.keys(purchased)) {
      if (seen.current.has(id)) continue;
      seen.current.add(id);
      latest.current(id);
    }
  }, [purchased]);
}

/** `usePurchases` for one item: `onPurchased` runs when that item is bought. */
export function useOnPurchased(itemId: string, onPurchased: () => void): void {
  usePurchases((id) => {
    if (id === itemId) onPurchased();
  });
}
