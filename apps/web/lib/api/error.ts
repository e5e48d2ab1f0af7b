import { MESSAGES, isDomainCode, type DomainCode } from '@fanlane/shared';

/** An API answer outside 2xx, or a call that never got an answer (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The message the server sent, when it sent one; null otherwise. */
  readonly serverMessage: string | null;
  /** The body's domain code (docs/errors.md): what to branch on, never the message. */
  readonly code: DomainCode | null;

  constructor(
    message: string,
    status: number,
    body: unknown,
    serverMessage: string | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
    this.code = errorCodeOf(body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The domain code of an error body, null when it has none (or one this app does not know). */
export function errorCodeOf(body: unknown): DomainCode | null {
  return isRecord(body) && isDomainCode(body.code) ? body.code : null;
}

/** The domain code of any thrown value: an API answer's, else null. */
export function codeOf(error: unknown): DomainCode | null {
  return isApiError(error) ? error.code : null;
}

/**
 * The text the server gave for an error (spec section 8): `body.message`, joined when it is a
 * list of validation messages, else the nested `body.message.message`; null when there is none.
 */
export function serverMessageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const { message } = body;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message)) {
    const parts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    return parts.length > 0 ? parts.join(', ') : null;
  }
  if (isRecord(message) && typeof message.message === 'string' && message.message.trim() !== '') {
    return message.message;
  }
  return null;
}

/** The message shown for a failed call: the server's text or the generic fallback. */
export function errorMessageOf(body: unknown): string {
  return serverMessageOf(body) ?? MESSAGES.somethingWentWrong;
}

/** A message for any thrown value, for toasts and form errors. */
export function messageOf(error: unknown, fallback: string = MESSAGES.somethingWentWrong): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** One line for server logs: the HTTP status, or what stopped the call from reaching the API. */
export function describeForLog(error: unknown): string {
  if (isApiError(error)) {
    if (error.status !== 0) return `HTTP ${error.status}: ${error.message}`;
    let cause: unknown = error.cause;
    let reason = 'no answer';
    while (cause instanceof Error) {
      reason = (cause as Error & { code?: string }).code ?? cause.message;
      cause = cause.cause;
    }
    return `unreachable (${reason})`;
  }
  return error instanceof Error ? error.message : String(error);
}
