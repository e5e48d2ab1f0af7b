import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES, type ErrorBody } from '@fanlane/shared';
import { AppError } from './errors.js';

function labelFor(status: number): string {
  const match = Object.values(ERROR_CODES).find((c) => c.status === status);
  return match?.error ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

/** Every failure answers contract.md 1.5's body; unknown ones are logged and answered generically. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let body: ErrorBody;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const messages = err.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return field ? `${field}: ${v.message}` : (v.message ?? 'invalid');
      });
      body = { statusCode: 400, message: messages, error: ERROR_CODES.VALIDATION.error, code: 'VALIDATION' };
    } else if (err instanceof AppError) {
      const list = err.code === 'VALIDATION' && Array.isArray(err.details) ? (err.details as string[]) : null;
      body = { statusCode: err.statusCode, message: list ?? err.message, error: ERROR_CODES[err.code].error };
      // The domain code for programs, next to the spec's three keys (docs/errors.md).
      const code = err.domainCode ?? (list ? 'VALIDATION' : undefined);
      if (code) body.code = code;
      const details = (list ? {} : (err.details ?? {})) as { retryAfter?: number; body?: Record<string, unknown> };
      if (details.retryAfter) void reply.header('retry-after', String(details.retryAfter));
      // Flags a page acts on (`twoFactorRequired`, `captchaRequired`), beside the usual three keys.
      if (details.body) body = { ...details.body, ...body };
    } else if (isResponseSerializationError(err) || !err.statusCode || err.statusCode >= 500) {
      request.log.error({ err }, 'unhandled error');
      body = { statusCode: 500, message: MESSAGES.internal, error: ERROR_CODES.INTERNAL.error };
    } else {
      // Framework errors we can explain: bad JSON, body too large, wrong content type…
      body = { statusCode: err.statusCode, message: err.message, error: labelFor(err.statusCode) };
    }
    if (body.statusCode < 500)
      request.log.info({ statusCode: body.statusCode, message: body.message }, 'request refused');
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const body: ErrorBody = { statusCode: 404, message: `Cannot ${request.method} ${path}`, error: 'Not Found' };
    return reply.status(404).send(body);
  });
}
