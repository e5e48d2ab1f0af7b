import { MESSAGES, type DomainCode } from '@fanlane/shared';
import { isApiError } from '@/lib/api/error';

export interface FieldErrorTarget<Field extends string> {
  field: Field;
  message: string;
}

export interface ServerErrors<Field extends string> {
  /** Errors that belong next to a field. */
  fields: FieldErrorTarget<Field>[];
  /** What is left for an alert above the form; null when every error found its field. */
  form: string | null;
}

/** Business refusals that name one field, by their domain code (docs/errors.md). */
const CODE_FIELDS: Partial<Record<DomainCode, string>> = {
  EMAIL_TAKEN: 'email',
  USERNAME_TAKEN: 'username',
  CURRENT_PASSWORD_REQUIRED: 'currentPassword',
  CURRENT_PASSWORD_INCORRECT: 'currentPassword',
};

function listOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.filter((m): m is string => typeof m === 'string');
  if (typeof message === 'string') return message.split('; ');
  return [];
}

/**
 * Splits a failed form submission into per-field errors and a form-level message (spec section 8):
 * a business refusal whose code names a field (email taken, ...) goes to that field, a 400 list of
 * "field: message" lines to its fields, anything else to the form, with `fallback` when the server said nothing.
 */
export function serverErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: string = MESSAGES.somethingWentWrong,
): ServerErrors<Field> {
  const known = new Set<string>(fields);
  if (!isApiError(error)) return { fields: [], form: fallback };
  if (error.status === 0) return { fields: [], form: error.message };

  const byCode = error.code ? CODE_FIELDS[error.code] : undefined;
  if (byCode && known.has(byCode) && error.serverMessage) {
    return { fields: [{ field: byCode as Field, message: error.serverMessage }], form: null };
  }
  const found: FieldErrorTarget<Field>[] = [];
  const rest: string[] = [];
  const lines = error.status === 400 ? listOf(error.body) : error.serverMessage ? [error.serverMessage] : [];
  for (const line of lines) {
    const match = /^([A-Za-z0-9_.]+): (.+)$/.exec(line);
    const field = match?.[1]?.split('.')[0];
    if (match && field && known.has(field) && !found.some((f) => f.field === field)) {
      found.push({ field: field as Field, message: match[2]! });
      continue;
    }
    rest.push(line);
  }
  const form = rest.length > 0 ? rest.join(', ') : found.length > 0 ? null : (error.serverMessage ?? fallback);
  return { fields: found, form };
}

type SetError<Field extends string> = (field: Field, error: { type: string; message: string }) => void;

/** Puts a failed submission's errors on the form's fields; returns the message for the form alert. */
export function applyServerErrors<Field extends string>(
  error: unknown,
  setError: SetError<Field>,
  fields: readonly Field[],
  fallback?: string,
): string | null {
  const result = serverErrors(error, fields, fallback);
  for (const { field, message } of result.fields) setError(field, { type: 'server', message });
  return result.form;
}
