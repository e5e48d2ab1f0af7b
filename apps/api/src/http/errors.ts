import { ERROR_CODES, MESSAGES, type DomainCode, type ErrorCode } from '@fanlane/shared';

/**
 * A failure we expect and explain: carries a code from the shared vocabulary and a message for
 * people; `domainCode`, when given, is sent as the body's `code` for programs (docs/errors.md).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly domainCode?: DomainCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code].status;
  }
}

export const unauthorized = (message: string = MESSAGES.unauthorized) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string = MESSAGES.forbidden, domainCode?: DomainCode) =>
  new AppError('FORBIDDEN', message, undefined, domainCode);
export const notFound = (message: string = MESSAGES.entityNotFound) =>
  new AppError(message === MESSAGES.entityNotFound ? 'ENTITY_NOT_FOUND' : 'NOT_FOUND', message);
export const unprocessable = (message: string, domainCode?: DomainCode) =>
  new AppError('UNPROCESSABLE', message, undefined, domainCode);
export const badRequest = (message: string, domainCode?: DomainCode) =>
  new AppError('VALIDATION', message, undefined, domainCode);
/** An expected failure whose body carries flags for the page beside the usual keys. */
export const withFlags = (error: AppError, flags: Record<string, unknown>) =>
  new AppError(error.code, error.message, { ...((error.details as object) ?? {}), body: flags }, error.domainCode);
