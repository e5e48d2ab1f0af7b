import { describe, expect, it } from 'vitest';
import { readServerConfig, toPublicConfig } from './runtime-config';

describe('readServerConfig', () => {
  it('defaults to the local API for both server and browser', () => {
    expect(readServerConfig({})).toEqual({
      apiUrl: 'http://localhost:8080',
      apiPublicUrl: 'http://localhost:8080',
      cookieDomain: null,
    });
  });

  it('uses API_PUBLIC_URL for the browser when set, else API_URL; trailing slashes dropped', () => {
    expect(readServerConfig({ API_URL: 'http://api:8080/' })).toMatchObject({
      apiUrl: 'http://api:8080',
      apiPublicUrl: 'http://api:8080',
    });
    const config = readServerConfig({
      API_URL: 'http://api:8080',
      API_PUBLIC_URL: 'https://api.example.com',
      COOKIE_DOMAIN: '.example.com',
    });
    expect(toPublicConfig(config)).toEqual({ apiPublicUrl: 'https://api.example.com', cookieDomain: '.example.com' });
  });

  it('ignores blank values', () => {
    expect(readServerConfig({ API_URL: '  ', API_PUBLIC_URL: '' }).apiPublicUrl).toBe('http://localhost:8080');
  });
});
