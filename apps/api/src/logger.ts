import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env.js';

/** pino options: JSON lines in production, pretty in a terminal; secrets redacted. */
export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  const pretty = env.LOG_PRETTY ?? (process.stdout.isTTY && env.NODE_ENV !== 'production');
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
