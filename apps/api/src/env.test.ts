import { describe, expect, it } from 'vitest';
import { EnvError, corsOrigins, loadEnv } from './env.js';

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
});
