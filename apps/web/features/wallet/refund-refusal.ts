import type { DomainCode } from '@fanlane/shared';

/** The refund refusals the dialog words itself (wallet.refund.*), by the body's domain code. */
const KNOWN: Partial<Record<DomainCode, 'alreadyAsked' | 'notRefundable'>> = {
  REFUND_ALREADY_ASKED: 'alreadyAsked',
  REFUND_NOT_REFUNDABLE: 'notRefundable',
};

/** The message key for a refused refund request, or null: show the server's message. */
export const refundRefusalKey = (code: DomainCode | null | undefined) => (code ? (KNOWN[code] ?? null) : null);
