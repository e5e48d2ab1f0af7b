import { describe, expect, it } from 'vitest';
import { ApiError, describeForLog, messageOf } from './error';

describe('describeForLog', () => {
  it('names the HTTP status of an answered call', () => {
    expect(describeForLog(new ApiError('Not Found', 404, {}))).toBe('HTTP 404: Not Found');
  });

  it('names the innermost cause of an unanswered call', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    const fetchFailed = new TypeError('fetch failed', { cause: refused });
    expect(describeForLog(new ApiError('x', 0, null, null, { cause: fetchFailed }))).toBe('unreachable (ECONNREFUSED)');
  });

  it('handles anything else', () => {
    expect(describeForLog(new Error('boom'))).toBe('boom');
    expect(describeForLog('plain')).toBe('plain');
  });
});

describe('messageOf', () => {
  it('uses an error message, else the fallback', () => {
    expect(messageOf(new Error('Changes failed'))).toBe('Changes failed');
    expect(messageOf(null)).toBe('Something went wrong, please try again later');
  });
});
