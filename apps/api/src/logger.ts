import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Env } from './env.js';

/**
 * Field names whose values never reach a log: credentials, one-time codes, bank and tax numbers,
 * identity documents. Redacted at the first two levels of a logged object (errors are scrubbed whole).
 */
export const SENSITIVE_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'tokenId',
  'twoFactorCode',
  'recoveryCode',
  'secret',
  'otpauthUrl',
  'authorization',
  'cookie',
  'bankAccount',
  'bankRouting',
  'bankSwiftCode',
  'ssn',
  'SSN',
  'idVerification',
  'documentVerification',
  'params',
  'detail',
];

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS.flatMap((k) => [k, `*.${k}`]),
];

/** drizzle puts a failed query's parameters (the request's values) into the error's message. */
const dropParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |\ncaused by|$)/g, '');
/** PostgreSQL's data and constraint errors (SQLSTATE classes 22, 23) quote the offending value. */
const quotesValues = (code: unknown) => typeof code === 'string' && /^2[23]/.test(code);

type Serialized = Record<string, unknown>;
/** What is safe to log of an error and its causes: messages without values, codes, stacks. */
function scrubError(err: Error, rewrites: [string, string][] = [], depth = 0): Serialized {
  const fields = err as unknown as Serialized;
  const message = String(err.message ?? '');
  let scrubbed = dropParams(message);
  if (quotesValues(fields.code)) {
    scrubbed = scrubbed.replace(/"[^"]*"/g, '"…"').replace(/\([^)]*\)=\([^)]*\)/g, '(…)=(…)');
  }
  if (scrubbed !== message && message) rewrites.push([message, scrubbed]);
  const out: Serialized = { type: err.constructor?.name ?? 'Error', message: scrubbed };
  // Database error fields that quote values (`detail`: "Key (email)=(…)") stay out; codes stay in.
  for (const key of ['code', 'statusCode', 'constraint', 'table', 'column', 'routine', 'query']) {
    if (fields[key] !== undefined) out[key] = fields[key];
  }
  if (err.cause instanceof Error && depth < 5) out.cause = scrubError(err.cause, rewrites, depth + 1);
  if (depth === 0) {
    // pino's stack repeats every cause's message: each is rewritten as it was scrubbed above.
    const stack = String((pino.stdSerializers.err(err) as { stack?: string }).stack ?? '');
    out.stack = rewrites.reduce((text, [raw, clean]) => text.split(raw).join(clean), dropParams(stack));
  }
  return out;
}

/**
 * Serialisers for every log line: a request is logged by method and path only (query strings carry
 * mailed tokens and signatures; bodies are never logged), an error without the values it quotes.
 */
export const logSerializers = {
  req(req: { method: string; url: string; ip?: string }) {
    const [path, query] = req.url.split('?');
    return { method: req.method, url: query === undefined ? path : `${path}?…`, remoteAddress: req.ip };
  },
  err: (err: Error) => (err instanceof Error ? scrubError(err) : err),
};

/** The logger options any app gets: serialisers and redaction added to what the caller asked for. */
export function withLogSafety(options: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!options) return options;
  const base = options === true ? {} : (options as Record<string, unknown>);
  return { ...base, redact: redactPaths, serializers: logSerializers } as unknown as FastifyServerOptions['logger'];
}

/** pino options: JSON lines in production, pretty in a terminal; secrets redacted. */
export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  const pretty = env.LOG_PRETTY ?? (process.stdout.isTTY && env.NODE_ENV !== 'production');
  return withLogSafety({
    level: env.LOG_LEVEL,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}
