/** How payout requests' payment details are shown: account numbers masked but for their last 4 characters. */
/** Keeps the last 4 characters of an account number: what lists show. */
export const mask = (value: unknown) => {
  const s = typeof value === 'string' ? value : '';
  return s.length <= 4 ? s.replace(/./g, '•') : `${'•'.repeat(Math.min(8, s.length - 4))}${s.slice(-4)}`;
};

/** The payment details with account numbers masked (lists, the creator's own views). */
export function maskedInfo(info: Record<string, unknown>) {
  const out = { ...info };
  for (const key of ['bankAccount', 'bankRouting', 'SSN', 'bankSwiftCode'])
    if (typeof out[key] === 'string' && out[key]) out[key] = mask(out[key]);
  return out;
}
