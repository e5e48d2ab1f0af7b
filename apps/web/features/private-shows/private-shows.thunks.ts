import type { PrivateRequest, PrivateShowJoin } from '@fanlane/shared';
import { messageOf } from '@/lib/api/error';
import type { AppThunk } from '@/lib/store/store';

const enc = encodeURIComponent;
const rethrow = (error: unknown): never => {
  throw new Error(messageOf(error), { cause: error });
};

/** GET /streaming/private/request/search: the requests the caller made or received, newest first. */
export const fetchPrivateRequests =
  (): AppThunk<Promise<{ data: PrivateRequest[]; total: number }>> =>
  async (_dispatch, _getState, { api }) =>
    api.get('/streaming/private/request/search?limit=50');

/** POST /streaming/private/request: a fan asks a creator. Throws the message to show. */
export const requestPrivateShow =
  (performerId: string, message: string): AppThunk<Promise<PrivateRequest>> =>
  async (_dispatch, _getState, { api }) =>
    api.post<PrivateRequest>('/streaming/private/request', { performerId, message }).catch(rethrow);

export type PrivateVerb = 'approve' | 'reject' | 'end';

/** POST /streaming/private/request/{id}/approve|reject|end. */
export const movePrivateRequest =
  (id: string, verb: PrivateVerb): AppThunk<Promise<PrivateRequest>> =>
  async (_dispatch, _getState, { api }) =>
    api.post<PrivateRequest>(`/streaming/private/request/${enc(id)}/${verb}`, {}).catch(rethrow);

/** DELETE /streaming/private/request/{id}: the fan withdraws. */
export const withdrawPrivateRequest =
  (id: string): AppThunk<Promise<PrivateRequest>> =>
  async (_dispatch, _getState, { api }) =>
    api.del<PrivateRequest>(`/streaming/private/request/${enc(id)}`).catch(rethrow);

/** POST .../start (the creator; again to reopen) or .../join (the fan): the show's address. */
export const openPrivateShow =
  (id: string, as: 'creator' | 'fan'): AppThunk<Promise<PrivateShowJoin>> =>
  async (_dispatch, _getState, { api }) =>
    api
      .post<PrivateShowJoin>(`/streaming/private/request/${enc(id)}/${as === 'creator' ? 'start' : 'join'}`, {})
      .catch(rethrow);
