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

  it('without API_PUBLIC_URL, points the browser at the page host on the API port', () => {
    const env = { API_URL: 'http://127.0.0.1:8080' };
    expect(readServerConfig(env, { host: '127.0.0.1:3000' }).apiPublicUrl).toBe('http://127.0.0.1:8080');
    expect(readServerConfig(env, { host: 'localhost:3101' }).apiPublicUrl).toBe('http://localhost:8080');
    expect(readServerConfig(env, { host: '[::1]:3000' }).apiPublicUrl).toBe('http://[::1]:8080');
    expect(readServerConfig({ ...env, API_PORT: '8101' }, { host: '127.0.0.1:3101' }).apiPublicUrl).toBe(
      'http://127.0.0.1:8101',
    );
    expect(readServerConfig({}, { host: 'fans.example.com', proto: 'https' }).apiPublicUrl).toBe(
      'https://fans.example.com:8080',
    );
    // The server's own address stays the server's; API_PUBLIC_URL wins over the page host.
    expect(readServerConfig(env, { host: '127.0.0.1:3000' }).apiUrl).toBe('http://127.0.0.1:8080');
    expect(
      readServerConfig({ ...env, API_PUBLIC_URL: 'https://api.example.com' }, { host: '127.0.0.1:3000' }).apiPublicUrl,
    ).toBe('https://api.example.com');
  });

  it('ignores a missing or unreadable Host header', () => {
    expect(readServerConfig({ API_URL: 'http://api:8080' }, { host: '' }).apiPublicUrl).toBe('http://api:8080');
    expect(readServerConfig({ API_URL: 'http://api:8080' }, { host: 'bad host/<x>' }).apiPublicUrl).toBe(
      'http://api:8080',
    );
  });
});
