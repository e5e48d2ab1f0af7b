import type { TokenTransaction } from '@fanlane/shared';
import { feedLoaded } from '@/features/feeds/feeds.slice';
import { refreshFeed } from '@/features/feeds/feeds.thunks';
import { balanceSet } from '@/features/user/user.slice';
import { codeOf, isApiError, messageOf } from '@/lib/api/error';
import type { AppThunk } from '@/lib/store/store';
import { balanceAfter } from './money';
import { itemPurchased } from './wallet.slice';

const enc = encodeURIComponent;

// ---------- purchases and tips ----------

/** What can be bought with the wallet from a page (contract 3.20). */
export type PurchaseTarget = 'feed' | 'video' | 'gallery' | 'product' | 'reel' | 'message' | 'stream';

/**
 * An item bought (here or in another tab): recorded once, and a post in the store is re-read so
 * every card showing it unlocks. Pages showing other items re-read theirs (useOnPurchased).
 */
export const markPurchased =
  (itemId: string, item?: unknown): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (!itemId || getState().wallet.purchased[itemId] !== undefined) return;
    dispatch(itemPurchased(itemId));
    if (!getState().feeds.byId[itemId]) return;
    const fresh = await dispatch(refreshFeed(itemId));
    // The event's copy is used when the post could not be re-read and it looks like a post.
    if (!fresh && item && typeof item === 'object' && Array.isArray((item as { files?: unknown }).files)) {
      dispatch(feedLoaded(item as Parameters<typeof feedLoaded>[0]));
    }
  };

export type ChargeResult =
  { ok: true; transaction: TokenTransaction } | { ok: false; message: string; status: number; insufficient: boolean };

function chargeFailure(error: unknown): Extract<ChargeResult, { ok: false }> {
  const message = messageOf(error);
  const status = isApiError(error) ? error.status : 0;
  return { ok: false, message, status, insufficient: codeOf(error) === 'INSUFFICIENT_BALANCE' };
}

/** The balance after a charge: the answer's `balance` when present, else the price taken off. */
const applyCharge =
  (transaction: TokenTransaction, price: number): AppThunk =>
  (dispatch, getState) => {
    if (typeof transaction.balance === 'number') dispatch(balanceSet(transaction.balance));
    else dispatch(balanceSet(balanceAfter(getState().user.current.balance ?? 0, transaction.totalPrice ?? price)));
  };

/**
 * The `Idempotency-Key` header of a charge: a retried request with the same key charges once.
 * (The API's CORS must allow the header before a browser page can send it.)
 */
const keyHeaders = (key: string | undefined) => (key ? { headers: { 'Idempotency-Key': key } } : undefined);

/**
 * POST /wallet/charges/{target}/{id} (products: `{ quantity }`). On success the balance follows the
 * answer and the item is marked bought (its media unlock where it is shown). `requestKey` makes a
 * retry after a lost answer safe.
 */
export const buyItem =
  (
    target: PurchaseTarget,
    itemId: string,
    price: number,
    body: Record<string, unknown> = {},
    requestKey?: string,
  ): AppThunk<Promise<ChargeResult>> =>
  async (dispatch, _getState, { api }) => {
    try {
      const transaction = await api.post<TokenTransaction>(
        `/wallet/charges/${target}/${enc(itemId)}`,
        body,
        keyHeaders(requestKey),
      );
      dispatch(applyCharge(transaction, price));
      await dispatch(markPurchased(itemId));
      return { ok: true, transaction };
    } catch (error) {
      const failure = chargeFailure(error);
      // Bought in another tab meanwhile: show the item unlocked rather than an error alone.
      if (codeOf(error) === 'ALREADY_BOUGHT') await dispatch(markPurchased(itemId));
      return failure;
    }
  };

export interface TipRequest {
  price: number;
  note?: string;
  source: 'profile' | 'feed' | 'stream';
  sourceId?: string;
  /** A tip from a live stream: posted in its chat as "<name> tipped …" (contract 3.20). */
  stream?: { conversationId: string; sessionId: string };
}

/** POST /wallet/charges/tip/{performerId}; `requestKey` makes a retry after a lost answer safe. */
export const sendTip =
  (performerId: string, request: TipRequest, requestKey?: string): AppThunk<Promise<ChargeResult>> =>
  async (dispatch, _getState, { api }) => {
    try {
      const body: Record<string, unknown> = { price: request.price, source: request.source };
      if (request.note) body.note = request.note;
      if (request.sourceId) body.sourceId = request.sourceId;
      if (request.stream) {
        body.conversationId = request.stream.conversationId;
        body.streamType = 'stream_public';
        body.sessionId = request.stream.sessionId;
      }
      const transaction = await api.post<TokenTransaction>(
        `/wallet/charges/tip/${enc(performerId)}`,
        body,
        keyHeaders(requestKey),
      );
      dispatch(applyCharge(transaction, request.price));
      return { ok: true, transaction };
    } catch (error) {
      return chargeFailure(error);
    }
  };
