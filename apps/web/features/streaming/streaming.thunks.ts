import {
  MESSAGE_PAGE_SIZE,
  STREAMING_MESSAGES,
  type PrivateStream,
  type Stream,
  type StreamIngest,
  type StreamLiveInput,
  type StreamMessage,
  type StreamSession,
  type StreamUpdateInput,
} from '@fanlane/shared';
import { isApiError, messageOf } from '@/lib/api/error';
import type { AppThunk } from '@/lib/store/store';
import {
  streamMessageDeleted,
  streamMessageReceived,
  streamMessagesCleared,
  streamMessagesFailed,
  streamMessagesLoaded,
  streamMessagesRequested,
} from './stream-messages.slice';
import { LiveVideoError } from './agora';

const enc = encodeURIComponent;

interface Page<T> {
  data: T[];
  total: number;
}

/** How many live creators the list asks for at once (contract 3.18: C uses 99). */
export const LIVE_LIST_LIMIT = 99;

// ---------- chat ----------

/** GET /messages/stream/{conversationId}: the first page replaces the chat; `more` loads older ones. */
export const fetchStreamMessages =
  (conversationId: string, more = false): AppThunk<Promise<void>> =>
  async (dispatch, getState, { api }) => {
    const offset = more ? (getState().streamMessages.byConversation[conversationId]?.items.length ?? 0) : 0;
    dispatch(streamMessagesRequested({ conversationId }));
    try {
      const page = await api.get<Page<StreamMessage>>(
        `/messages/stream/${enc(conversationId)}?offset=${offset}&limit=${MESSAGE_PAGE_SIZE}`,
      );
      dispatch(streamMessagesLoaded({ conversationId, items: page.data ?? [], total: page.total ?? 0, more }));
    } catch {
      dispatch(streamMessagesFailed({ conversationId }));
    }
  };

/** POST /messages/stream/{conversationId}; appended once (the room's echo has the same id). Throws the shown message. */
export const sendStreamMessage =
  (conversationId: string, text: string): AppThunk<Promise<StreamMessage>> =>
  async (dispatch, _getState, { api }) => {
    try {
      const message = await api.post<StreamMessage>(`/messages/stream/${enc(conversationId)}`, { text });
      dispatch(streamMessageReceived(message));
      return message;
    } catch (error) {
      throw new Error(messageOf(error), { cause: error });
    }
  };

/** DELETE /messages/{id} (the sender, or the stream's creator): the chat shows "Message deleted". */
export const deleteStreamMessage =
  (message: Pick<StreamMessage, '_id' | 'conversationId'>): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    try {
      await api.del(`/messages/${enc(message._id)}`);
      dispatch(streamMessageDeleted({ _id: message._id, conversationId: message.conversationId }));
    } catch (error) {
      throw new Error(messageOf(error), { cause: error });
    }
  };

/** DELETE /messages/stream/{conversationId}/remove-all-message (the creator): the chat empties. */
export const clearStreamChat =
  (conversationId: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    try {
      await api.del(`/messages/stream/${enc(conversationId)}/remove-all-message`);
      dispatch(streamMessagesCleared({ conversationId }));
    } catch (error) {
      throw new Error(messageOf(error), { cause: error });
    }
  };

// ---------- the creator's stream ----------

/** POST /streaming/live: a new session of the creator's stream and its chat. Throws the ApiError. */
export const startLive =
  (input: StreamLiveInput): AppThunk<Promise<StreamSession>> =>
  async (_dispatch, _getState, { api }) => {
    const body: Record<string, unknown> = {
      title: input.title,
      description: input.description,
      isFree: input.isFree,
    };
    if (!input.isFree) body.price = input.price;
    return api.post<StreamSession>('/streaming/live', body);
  };

/** PUT /streaming/live/{id} (C sends `{description}`). Throws the ApiError. */
export const updateLive =
  (streamId: string, input: StreamUpdateInput): AppThunk<Promise<PrivateStream>> =>
  async (_dispatch, _getState, { api }) =>
    api.put<PrivateStream>(`/streaming/live/${enc(streamId)}`, input);

/**
 * PUT /conversations/stream/{id}/update `{name}`: names the chat after the stream. The API then
 * sends `change-stream-info` to the room, which is how watching fans learn that the stream's
 * details changed (PUT /streaming/live/{id} itself tells nobody). A failure is ignored.
 */
export const announceStreamInfo =
  (conversationId: string, name: string): AppThunk<Promise<boolean>> =>
  async (_dispatch, _getState, { api }) => {
    try {
      await api.put(`/conversations/stream/${enc(conversationId)}/update`, { name });
      return true;
    } catch {
      return false;
    }
  };

/** PUT /streaming/set-duration (every 15 s while live); a failure is ignored, the next one catches up. */
export const reportDuration =
  (streamId: string, seconds: number): AppThunk<Promise<boolean>> =>
  async (_dispatch, _getState, { api }) => {
    if (seconds < 1) return false;
    try {
      await api.put('/streaming/set-duration', { streamId, duration: Math.floor(seconds) });
      return true;
    } catch {
      return false;
    }
  };

/**
 * POST /streaming/agora/token `{channelName: sessionId}`: the RTC token (a string). Throws the
 * server's message, or a LiveVideoError (reason `noToken`, said in the reader's language) when the
 * answer holds no token.
 */
export const fetchAgoraToken =
  (channelName: string): AppThunk<Promise<string>> =>
  async (_dispatch, _getState, { api }) => {
    let token: unknown;
    try {
      token = await api.post<unknown>('/streaming/agora/token', { channelName });
    } catch (error) {
      throw new Error(messageOf(error), { cause: error });
    }
    if (typeof token === 'string') return token;
    if (token && typeof (token as { token?: unknown }).token === 'string') return (token as { token: string }).token;
    throw new LiveVideoError('token', 'The video service gave no token.', { reason: 'noToken' });
  };

// ---------- watching ----------

/** Why a fan cannot watch: the contract's answers of GET /streaming/join/{performerId}. */
export type JoinProblem = 'offline' | 'subscribe' | 'signin' | 'error';

export type JoinResult = { ok: true; session: StreamSession } | { ok: false; problem: JoinProblem; message: string };

/** Sorts a failed join: 404 (no stream) and 422 are "offline", 403 asks to subscribe, 401 to sign in. */
export function joinProblemOf(error: unknown): { problem: JoinProblem; message: string } {
  const status = isApiError(error) ? error.status : 0;
  if (status === 404 || status === 422) return { problem: 'offline', message: STREAMING_MESSAGES.offline };
  if (status === 403) return { problem: 'subscribe', message: messageOf(error, STREAMING_MESSAGES.subscribeToJoin) };
  if (status === 401) return { problem: 'signin', message: STREAMING_MESSAGES.guestsFreeOnly };
  return { problem: 'error', message: messageOf(error) };
}

/** GET /streaming/join/{performerId}: the live stream and its chat, or why it cannot be watched. */
export const joinStream =
  (performerId: string): AppThunk<Promise<JoinResult>> =>
  async (_dispatch, _getState, { api }) => {
    try {
      const session = await api.get<StreamSession>(`/streaming/join/${enc(performerId)}`);
      return { ok: true, session };
    } catch (error) {
      return { ok: false, ...joinProblemOf(error) };
    }
  };

/** GET /streaming/user/search: creators live now (only streaming ones are answered). */
export const searchLiveStreams =
  (query: { q?: string; performerId?: string } = {}): AppThunk<Promise<Page<Stream>>> =>
  async (_dispatch, _getState, { api }) => {
    const params = new URLSearchParams({ limit: String(LIVE_LIST_LIMIT), offset: '0' });
    if (query.q?.trim()) params.set('q', query.q.trim());
    if (query.performerId) params.set('performerId', query.performerId);
    const page = await api.get<Page<Stream>>(`/streaming/user/search?${params}`);
    return { data: page.data ?? [], total: page.total ?? 0 };
  };

// ---------- likes ----------

/** POST (like) or DELETE (unlike) /reactions for a stream; the room sees the new count. */
export const likeStream =
  (streamId: string, on: boolean): AppThunk<Promise<void>> =>
  async (_dispatch, _getState, { api }) => {
    const body = { objectId: streamId, objectType: 'stream', action: 'like' };
    if (on) await api.post('/reactions', body);
    else await api.del('/reactions', { body });
  };

// ---------- self-hosted ingest ----------

/** GET /streaming/ingest (creators): the RTMP address, the stream key, and whether OBS is publishing. */
export const fetchIngest =
  (): AppThunk<Promise<StreamIngest>> =>
  async (_dispatch, _getState, { api }) =>
    api.get<StreamIngest>('/streaming/ingest');

/** POST /streaming/ingest/reset: a new key (the old one stops working, OBS is disconnected). */
export const resetIngestKey =
  (): AppThunk<Promise<StreamIngest>> =>
  async (_dispatch, _getState, { api }) =>
    api.post<StreamIngest>('/streaming/ingest/reset', {});
