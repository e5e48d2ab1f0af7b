import { balanceSet } from '@/features/user/user.slice';
import type { AppThunk } from '@/lib/store/store';
import { balanceAfter } from './money';

// The balance's thunks on their own: every page's wallet events use them, and wallet.thunks brings
// Stripe's loader with it.

/** GET /wallet/balance: the balance as the server has it now (spec section 4: it rises with top-ups). */
export const refreshBalance =
  (): AppThunk<Promise<number | null>> =>
  async (dispatch, _getState, { api }) => {
    try {
      const answer = await api.get<{ balance: number }>('/wallet/balance');
      if (typeof answer?.balance === 'number') {
        dispatch(balanceSet(answer.balance));
        return answer.balance;
      }
    } catch {
      // The header keeps what it shows; the next event or page load corrects it.
    }
    return null;
  };

/** `update_balance` from the socket: the absolute balance when sent, else the signed delta. */
export const balanceUpdated =
  (payload: { token?: number; balance?: number }): AppThunk =>
  (dispatch, getState) => {
    if (typeof payload.balance === 'number' && Number.isFinite(payload.balance)) {
      dispatch(balanceSet(payload.balance));
    } else if (typeof payload.token === 'number' && Number.isFinite(payload.token)) {
      dispatch(balanceSet(balanceAfter(getState().user.current.balance ?? 0, -payload.token)));
    }
  };
