import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * C0 control characters (but tab, line feed and carriage return) and DEL. NUL cannot be stored in a
 * PostgreSQL text column at all (the query fails), and none of the others belongs in a name, a
 * comment or an id, so they are refused at the door for every route (issue #19, defect 2).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

export const hasControlCharacters = (value: string) => CONTROL.test(value);

/** The path (`body.items.0.name`) of the first string in `value` that holds a control character. */
export function findControlCharacters(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? at : null;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findControlCharacters(value[i], `${at}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL.test(key)) return at;
    const found = findControlCharacters(item, `${at}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** A 400 in the validation shape of contract 1.5 for a field holding control characters. */
export const controlCharacterError = (field: string) => {
  const message = `${field}: ${CONTROL_CHARACTER_MESSAGE}`;
  return new AppError('VALIDATION', message, [message]);
};

/**
 * Refuses params, query strings and JSON bodies that hold control characters, before any route's
 * schema runs. Multipart bodies are read by the route (`readMultipart` checks their parts).
 */
export function registerInputSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findControlCharacters(request.params, 'params') ??
      findControlCharacters(request.query, 'query') ??
      findControlCharacters(request.body, 'body');
    if (found) throw controlCharacterError(found.replace(/^(params|query|body)\.?/, '') || found);
  });
}
