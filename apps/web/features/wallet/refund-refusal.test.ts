import { describe, expect, it } from 'vitest';
import { refundRefusalKey } from './refund-refusal';

describe('refundRefusalKey (by domain code, never by message text)', () => {
  it('words the known refusals itself', () => {
    expect(refundRefusalKey('REFUND_ALREADY_ASKED')).toBe('alreadyAsked');
    expect(refundRefusalKey('REFUND_NOT_REFUNDABLE')).toBe('notRefundable');
  });

  it("leaves anything else to the server's message", () => {
    expect(refundRefusalKey('INSUFFICIENT_BALANCE')).toBeNull();
    expect(refundRefusalKey(null)).toBeNull();
    expect(refundRefusalKey(undefined)).toBeNull();
  });
});
