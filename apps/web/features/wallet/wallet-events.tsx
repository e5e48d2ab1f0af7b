'use client';

import { useSocketEvent } from '@/features/realtime/use-socket-event';
import { useAppDispatch } from '@/lib/store/hooks';
import { balanceUpdated, markPurchased, refreshBalance } from './wallet.thunks';

/**
 * The wallet's realtime events (contract 5.2): `update_balance` moves the balance everywhere,
 * `token_transaction_success` unlocks a bought item wherever it is shown, `payment_status_callback`
 * (a gateway's outcome) re-reads the balance. Renders nothing.
 */
export function WalletEvents() {
  const dispatch = useAppDispatch();
  useSocketEvent('update_balance', (payload) => dispatch(balanceUpdated(payload ?? {})));
  useSocketEvent('token_transaction_success', (payload) => {
    const item = payload?.item;
    if (item && typeof item._id === 'string') void dispatch(markPurchased(item._id, item));
  });
  useSocketEvent('payment_status_callback', () => void dispatch(refreshBalance()));
  return null;
}
