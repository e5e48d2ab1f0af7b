import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The only reader of process.env. Validated once at boot; a bad value stops the process with a list. */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().min(1).default('0.0.0.0'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  API_PUBLIC_URL: z.url().default('http://localhost:8080'),
  WEB_URL: z.url().default('http://localhost:3000'),
  CORS_ORIGINS: z.string().default(''),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: optionalUrl,
  /** PostgreSQL connections one API process keeps at most (PGlite has one). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool.optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUSTED_PROXIES: z.string().default('127.0.0.1,::1,::ffff:127.0.0.1'),
  /** Open Socket.IO connections one client address may hold on one API process (issue #19, defect 12). */
  SOCKET_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  COUNTRY_HEADER: z.string().default(''),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default(''),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  S3_FORCE_PATH_STYLE: bool.default(true),
  S3_PUBLIC_URL: optionalUrl,
  FFMPEG_PATH: z.string().default(''),
  FFPROBE_PATH: z.string().default(''),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /**
   * How long a claimed job stays reserved to its process: the jobs of a process that died (kill -9,
   * a lost machine) are taken by another one when it runs out. Longer than the slowest job.
   */
  JOB_LEASE_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
  /**
   * Whether this API process runs the background jobs; false on API replicas when a worker
   * (`npm run start:worker`) runs them. A worker always runs them.
   */
  RUN_JOBS: bool.default(true),
  /** Port of a worker's own HTTP server, which answers /healthz and /metrics only; 0: none. */
  WORKER_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  /**
   * Bearer token /metrics asks of callers that are neither on loopback nor a trusted proxy; empty:
   * only those may read it.
   */
  METRICS_TOKEN: z.string().default(''),
  /** How long a signed-in session may be answered from memory (dropped at once when it changes); 0: never. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * How long a creator's public record (as pages of content embed it) may be reused from memory; an
   * account change drops it at once, counts and prices may lag this long; 0: read on every page.
   */
  CREATOR_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * Every response serialised twice, by the compiled serializer and by zod's check of the route's
   * schema, failing when they differ (http/serializer.ts). Tests turn it on.
   */
  SERIALIZER_CHECK: bool.optional(),
  REDIS_URL: optionalUrl,
  STRIPE_SECRET_KEY: z.string().default(''),
  /** Agora's app certificate (secret); the app id is the `agoraAppId` site setting. */
  AGORA_APP_CERTIFICATE: z.string().default(''),
  /**
   * Port of the self-hosted RTMP ingest (runs while the `selfHostedLiveEnable` setting is on);
   * 0: this process never runs it (the other replicas, when one of them does).
   */
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  RTMP_HOST: z.string().min(1).default('0.0.0.0'),
  /** What creators put in OBS; empty: rtmp://<host of API_PUBLIC_URL>:<RTMP_PORT>/live. */
  RTMP_PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().startsWith('rtmp').optional()),
  /** How long a self-hosted stream waits for its publisher to reconnect before it ends. */
  LIVE_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  STRIPE_API_HOST: z.string().default(''),
  STRIPE_API_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https', '']).default(''),
  /** CCBill's secrets; when set they win over the `ccbillSalt` / `ccbillDatalinkPassword` settings. */
  CCBILL_SALT: z.string().default(''),
  CCBILL_DATALINK_PASSWORD: z.string().default(''),
  /** CCBill's FlexForms and DataLink addresses (tests point them at a local fake). */
  CCBILL_FLEXFORMS_URL: z.url().default('https://api.ccbill.com/wap-frontflex/flexforms'),
  CCBILL_DATALINK_URL: z.url().default('https://datalink.ccbill.com/utils/subscriptionManagement.cgi'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Fanlane <no-reply@fanlane.local>'),
  GOOGLE_CLIENT_SECRET: z.string().default(''),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_CERTS_URL: z.url().default('https://www.googleapis.com/oauth2/v1/certs'),
  TWITTER_CLIENT_ID: z.string().default(''),
  TWITTER_CLIENT_SECRET: z.string().default(''),
  TWITTER_AUTHORIZE_URL: z.url().default('https://x.com/i/oauth2/authorize'),
  TWITTER_TOKEN_URL: z.url().default('https://api.x.com/2/oauth2/token'),
  TWITTER_USERINFO_URL: z.url().default('https://api.x.com/2/users/me'),
  /** Where captcha answers are checked (tests point them at a local fake). */
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  SEED_DEMO: bool.default(true),
  DEMO_PASSWORD: z.string().min(8).default('fanlane-demo'),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the API reads (compose.yaml's test checks its settings against them). */
export const ENV_KEYS: readonly string[] = Object.keys(envSchema.shape);

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses an environment; lists every bad variable at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema
    .superRefine((env, ctx) => {
      if (env.STORAGE_DRIVER === 's3' && (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: 'STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
        });
      }
      if (!env.RUN_JOBS && !env.DATABASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['RUN_JOBS'],
          message: 'RUN_JOBS=false needs DATABASE_URL: a worker cannot share the embedded database (PGlite)',
        });
      }
    })
    .safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map(
        (i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(source[String(i.path[0])])})`,
      ),
    );
  }
  return result.data;
}

/** Origins allowed by CORS: the web app plus any configured extras. */
export function corsOrigins(env: Env): string[] {
  return [env.WEB_URL, ...env.CORS_ORIGINS.split(',')].map((o) => o.trim().replace(/\/$/, '')).filter(Boolean);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An http(s) origin on this machine's loopback (localhost, 127.0.0.1, [::1]), any port. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Which browser origins may call the API (CORS, Socket.IO, sign-in return addresses): WEB_URL and
 * CORS_ORIGINS always; in the embedded default (no CORS_ORIGINS, NODE_ENV not production) also any
 * loopback origin, so the site works opened at http://127.0.0.1:3000 or a second front end's port.
 * In production the list is explicit.
 */
export function originPolicy(env: Env): (origin: string | undefined) => boolean {
  const listed = new Set(corsOrigins(env).map((o) => (URL.canParse(o) ? new URL(o).origin : o)));
  const loopback = env.NODE_ENV !== 'production' && env.CORS_ORIGINS.trim() === '';
  return (origin) => !!origin && (listed.has(origin) || (loopback && isLoopbackOrigin(origin)));
}

export const REPO_ROOT = repoRoot;
