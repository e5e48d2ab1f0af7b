import { MESSAGES } from '@fanlane/shared';
import { ApiError, errorMessageOf, serverMessageOf } from './error';
import { joinUrl, toQueryString, type QueryParams } from './query';
import { browserXhr, sendWithXhr, toFormData, type CreateXhr, type RawAnswer, type UploadRequest } from './upload';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClientOptions {
  /** The API root, e.g. http://localhost:8080. */
  baseUrl: string;
  /** The session token sent as the raw Authorization header; read on every call. */
  getToken?: () => string | null | undefined;
  /** Called on HTTP 401 before the error is thrown (the browser goes to /auth/login). */
  onUnauthorized?: () => void;
  /** Headers added to every call (the server forwards the visitor's IP this way). */
  headers?: Record<string, string>;
  /** Abort a call that has not answered after this many milliseconds. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** How uploads get an XMLHttpRequest (for progress); defaults to the browser's, else fetch is used. */
  createXhr?: CreateXhr | null;
}

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  /** Overrides getToken for this call; null sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  del<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Multipart/form-data (POST, or PUT with `method`) with upload progress (contract 1.4 and 6). */
  upload<T>(path: string, request: UploadRequest): Promise<T>;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Success bodies are `{ status: 0, data }` (contract 1.1); callers get `data`. */
function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'status' in body && 'data' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}

function signalFor(options: RequestOptions, timeoutMs: number | undefined): AbortSignal | undefined {
  const signals: AbortSignal[] = [];
  if (options.signal) signals.push(options.signal);
  if (timeoutMs) signals.push(AbortSignal.timeout(timeoutMs));
  if (signals.length === 0) return undefined;
  return signals.length === 1 ? signals[0] : AbortSignal.any(signals);
}

/**
 * The one HTTP client of the web app, used by the browser and the Next server alike.
 * No automatic retry (spec section 8): every failure is thrown once as an ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  function headersFor(token: string | null | undefined, extra?: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers, ...extra };
    if (token) headers.Authorization = token;
    return headers;
  }

  /** The answer's data, or the ApiError it stands for (spec section 8). */
  function settle<T>(status: number, payload: unknown): T {
    if (status === 401) {
      options.onUnauthorized?.();
      throw new ApiError(MESSAGES.forbiddenAction, 401, payload, serverMessageOf(payload));
    }
    if (status < 200 || status >= 300) {
      throw new ApiError(errorMessageOf(payload), status, payload, serverMessageOf(payload));
    }
    return unwrap(payload) as T;
  }

  async function request<T>(method: HttpMethod, path: string, req: RequestOptions = {}): Promise<T> {
    const token = req.token !== undefined ? req.token : options.getToken?.();
    const headers = headersFor(token, req.headers);
    let body: string | undefined;
    if (req.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.body);
    }

    let response: Response;
    try {
      response = await doFetch(joinUrl(options.baseUrl, path) + toQueryString(req.query), {
        method,
        headers,
        body,
        cache: 'no-store',
        signal: signalFor(req, options.timeoutMs),
      });
    } catch (cause) {
      throw new ApiError(MESSAGES.somethingWentWrong, 0, null, null, { cause });
    }

    return settle<T>(response.status, parseBody(await response.text()));
  }

  async function upload<T>(path: string, req: UploadRequest): Promise<T> {
    const token = req.token !== undefined ? req.token : options.getToken?.();
    // No Content-Type: the multipart boundary is set by whoever serialises the FormData.
    const headers = headersFor(token);
    const url = joinUrl(options.baseUrl, path);
    const body = toFormData(req);
    const createXhr = options.createXhr === undefined ? browserXhr() : options.createXhr;
    let answer: RawAnswer;
    try {
      if (createXhr) {
        answer = await sendWithXhr(createXhr, url, headers, body, req);
      } else {
        const response = await doFetch(url, {
          method: req.method ?? 'POST',
          headers,
          body,
          cache: 'no-store',
          signal: req.signal,
        });
        answer = { status: response.status, text: await response.text() };
      }
    } catch (cause) {
      throw new ApiError(MESSAGES.somethingWentWrong, 0, null, null, { cause });
    }
    const data = settle<T>(answer.status, parseBody(answer.text));
    req.onProgress?.(100);
    return data;
  }

  return {
    baseUrl: options.baseUrl,
    request,
    get: (path, req) => request('GET', path, req),
    post: (path, body, req) => request('POST', path, { ...req, body }),
    put: (path, body, req) => request('PUT', path, { ...req, body }),
    del: (path, req) => request('DELETE', path, req),
    upload,
  };
}
