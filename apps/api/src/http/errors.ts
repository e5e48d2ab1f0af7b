import { ERROR_CODES, MESSAGES, type ErrorCode } from '@fanlane/shared';

/** A failure we expect and explain: carries a code from the shared vocabulary and a message for people. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code].status;
  }
}

export const unauthorized = (message: string = MESSAGES.unauthorized) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.entityNotFound) =>
  new AppError(message === MESSAGES.entityNotFound ? 'ENTITY_NOT_FOUND' : 'NOT_FOUND', message);
export const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);
export const badRequest = (message: string) => new AppError('VALIDATION', message);
/** An expected failure whose body carries flags for the page beside the usual keys. */
export const withFlags = (error: AppError, flags: Record<string, unknown>) =>
  new AppError(error.code, error.message, { ...((error.details as object) ?? {}), body: flags });
