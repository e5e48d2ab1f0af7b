import { describe, expect, it } from 'vitest';
import { EnvError, corsOrigins, isLoopbackOrigin, loadEnv, originPolicy } from './env.js';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      API_PORT: 8080,
      API_PUBLIC_URL: 'http://localhost:8080',
      WEB_URL: 'http://localhost:3000',
      SEED_DEMO: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(corsOrigins(env)).toEqual(['http://localhost:3000']);
  });

  it('lists every bad variable at once', () => {
    try {
      loadEnv({ API_PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const message = (err as EnvError).message;
      expect(message).toContain('API_PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
      expect((err as EnvError).problems).toHaveLength(3);
    }
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('admits loopback origins on any port in the embedded default, never in production or with CORS_ORIGINS', () => {
    const local = originPolicy(loadEnv({}));
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://127.0.0.1:4123',
    ])
      expect(local(origin), origin).toBe(true);
    for (const origin of ['http://192.168.1.5:3000', 'http://localhost.evil.test', 'null', 'file://', undefined, ''])
      expect(local(origin), String(origin)).toBe(false);

    const production = originPolicy(
      loadEnv({
        NODE_ENV: 'production',
        WEB_URL: 'https://fans.example.com',
        CORS_ORIGINS: 'https://admin.example.com/',
      }),
    );
    expect(production('https://fans.example.com')).toBe(true);
    expect(production('https://admin.example.com')).toBe(true);
    expect(production('http://127.0.0.1:3000')).toBe(false);
    expect(production('http://localhost:3000')).toBe(false);

    const explicit = originPolicy(loadEnv({ CORS_ORIGINS: 'https://other.example.com' }));
    expect(explicit('https://other.example.com')).toBe(true);
    expect(explicit('http://localhost:3000')).toBe(true); // WEB_URL's default
    expect(explicit('http://127.0.0.1:3000')).toBe(false);
    expect(isLoopbackOrigin('ftp://localhost')).toBe(false);
  });

  it('refuses RUN_JOBS=false on the embedded database, which no worker can share', () => {
    expect(() => loadEnv({ RUN_JOBS: 'false' })).toThrow(/RUN_JOBS=false needs DATABASE_URL/);
    expect(loadEnv({ RUN_JOBS: 'false', DATABASE_URL: 'postgres://u@db:5432/fanlane' }).RUN_JOBS).toBe(false);
    expect(loadEnv({}).RUN_JOBS).toBe(true);
  });
});
