import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_KEYS, REPO_ROOT, loadEnv } from './env.js';

/**
 * compose.yaml, the Dockerfile and the proxy's configuration (docs/operations.md), checked without
 * Docker: the services are there, and every variable the compose file sets is one the app reads.
 */
interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: { path: string }[];
  healthcheck?: unknown;
  ports?: string[];
}
const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
/** The services that run this repository's image (the API, worker, live ingest and web roles). */
const appServices = Object.entries(services).filter(([, s]) => s.build !== undefined);
/** The web app's variables: the README's configuration table (the web app has no schema of its own). */
const documented = new Set([...read('README.md').matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1]!));
/** `${NAME:-default}` as compose resolves it with no .env: the default. */
const resolved = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v).replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1')]));

describe('compose.yaml', () => {
  it('has the stores, two API replicas without jobs, a worker, the live ingest, the web app and a proxy', () => {
    for (const name of ['postgres', 'redis', 'minio', 'api-1', 'api-2', 'worker', 'live', 'web', 'proxy'])
      expect(services[name], name).toBeDefined();
    for (const name of ['api-1', 'api-2']) {
      expect(services[name]!.command).toContain('--only=api');
      expect(services[name]!.environment).toMatchObject({ RUN_JOBS: 'false', RTMP_PORT: '0' });
    }
    expect(services.worker!.command).toContain('--only=worker');
    expect(services.live!.environment).toMatchObject({ RUN_JOBS: 'false', RTMP_PORT: '1935' });
    expect(services.web!.command).toContain('--only=web');
    expect(read('deploy/Caddyfile')).toMatch(/reverse_proxy api-1:8080 api-2:8080/);
  });

  it('sets only variables the config schema has (the web app: its documented ones), from .env', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['api-1', 'api-2', 'live', 'web', 'worker']);
    for (const [name, service] of appServices) {
      expect(
        service.env_file?.map((f) => f.path),
        name,
      ).toEqual(['.env']);
      const keys = Object.keys(service.environment ?? {});
      const known =
        name === 'web' ? (k: string) => ENV_KEYS.includes(k) || documented.has(k) : (k: string) => ENV_KEYS.includes(k);
      expect(
        keys.filter((k) => !known(k)),
        `${name} sets variables the app does not read`,
      ).toEqual([]);
      // The API roles' settings pass the app's own validation with compose's defaults.
      if (name !== 'web') expect(() => loadEnv(resolved(service.environment ?? {})), name).not.toThrow();
    }
  });
});

describe('Dockerfile', () => {
  it('builds in stages into a runtime with Debian ffmpeg, a non-root user and a health check', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/apt-get install[^\n]* ffmpeg/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*scripts\/healthcheck\.mjs/m);
    expect(fs.existsSync(path.join(REPO_ROOT, 'scripts/healthcheck.mjs'))).toBe(true);
  });
});
