import { describe, expect, it } from 'vitest';
import { requestCases } from './request-status';

describe('request cases', () => {
  it('raise the flag and clear the error, then lower it with or without a message', () => {
    const { started, done, failed } = requestCases();
    const state = { loading: false, error: 'Old' as string | null };
    started(state);
    expect(state).toEqual({ loading: true, error: null });
    failed(state, { type: 'x/failed', payload: 'Oops' });
    expect(state).toEqual({ loading: false, error: 'Oops' });
    started(state);
    done(state);
    expect(state).toEqual({ loading: false, error: null });
  });

  it('work on other field names, leaving the rest alone', () => {
    const send = requestCases('sending', 'sendError');
    const state = { sending: false, sendError: null as string | null, error: 'kept' };
    send.started(state);
    expect(state).toEqual({ sending: true, sendError: null, error: 'kept' });
    send.failed(state, { type: 'x/failed', payload: 'No' });
    expect(state).toEqual({ sending: false, sendError: 'No', error: 'kept' });
  });
});
