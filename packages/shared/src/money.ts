/** Money is integer minor units everywhere but on the wire (business-rules "Money"). */
export const MINOR_PER_UNIT = 100;

export function toMinor(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError('amount must be finite');
  return Math.round(amount * MINOR_PER_UNIT);
}

export function fromMinor(minor: number): number {
  return minor / MINOR_PER_UNIT;
}
