/** An IPv4 range: its network address and mask, as unsigned 32-bit numbers. */
export interface CidrRange {
  network: number;
  mask: number;
}

const ipv4 = (text: string): number | null => {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
};

/**
 * "64.38.212.0/24, 10.0.0.1": IPv4 ranges separated by commas, spaces or new lines (a bare address
 * is a /32). Null when any entry is not one; an empty text is an empty list.
 */
export function parseCidrList(text: string): CidrRange[] | null {
  const ranges: CidrRange[] = [];
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const [address, bits = '32', extra] = entry.split('/');
    const base = ipv4(address ?? '');
    if (base === null || extra !== undefined || !/^\d{1,2}$/.test(bits) || Number(bits) > 32) return null;
    const mask = Number(bits) === 0 ? 0 : (0xffffffff << (32 - Number(bits))) >>> 0;
    ranges.push({ network: (base & mask) >>> 0, mask });
  }
  return ranges;
}

/** Whether `address` (IPv4, or IPv4 mapped in IPv6 as `::ffff:a.b.c.d`) falls in one of `ranges`. */
export function inCidrRanges(address: string, ranges: readonly CidrRange[]): boolean {
  const value = ipv4(address.replace(/^::ffff:/i, ''));
  if (value === null) return false;
  return ranges.some((r) => (value & r.mask) >>> 0 === r.network);
}
