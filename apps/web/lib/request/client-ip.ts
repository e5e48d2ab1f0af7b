interface HeaderReader {
  get(name: string): string | null;
}

/**
 * The visitor's IP as the reverse proxy reported it: the first x-forwarded-for entry, else
 * x-real-ip. Null when neither is present (a direct connection to the Next server).
 */
export function clientIpFrom(headers: HeaderReader): string | null {
  const forwarded = headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  if (first) return first;
  const real = headers.get('x-real-ip')?.trim();
  return real || null;
}
