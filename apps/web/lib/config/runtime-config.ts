/**
 * Runtime configuration, read from the environment on the server for every request, so one
 * build works against any API. Nothing here is inlined at build time.
 */
export const DEFAULT_API_URL = 'http://localhost:8080';

/** What the browser needs; the root layout hands it to client code. */
export interface PublicConfig {
  /** The API as the browser reaches it (API_PUBLIC_URL, default API_URL). */
  apiPublicUrl: string;
  /** Domain of the session cookie, shared across subdomains in production (COOKIE_DOMAIN). */
  cookieDomain: string | null;
}

export interface ServerConfig extends PublicConfig {
  /** The API as the Next server reaches it (API_URL). */
  apiUrl: string;
}

type Env = Record<string, string | undefined>;

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.replace(/\/+$/, '') : undefined;
}

export function readServerConfig(env: Env = process.env): ServerConfig {
  const apiUrl = clean(env.API_URL) ?? DEFAULT_API_URL;
  return {
    apiUrl,
    apiPublicUrl: clean(env.API_PUBLIC_URL) ?? apiUrl,
    cookieDomain: env.COOKIE_DOMAIN?.trim() || null,
  };
}

export function toPublicConfig(config: ServerConfig): PublicConfig {
  return { apiPublicUrl: config.apiPublicUrl, cookieDomain: config.cookieDomain };
}
