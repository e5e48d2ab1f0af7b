/** "1.2K", "3.4M": compact counts for the profile header. */
export function compactCount(value: number | undefined): string {
  const n = Math.max(0, Math.floor(value ?? 0));
  if (n < 1000) return String(n);
  const [size, unit] = n >= 1_000_000 ? [1_000_000, 'M'] : [1000, 'K'];
  const short = Math.floor((n / size) * 10) / 10;
  return `${short % 1 === 0 ? short.toFixed(0) : short.toFixed(1)}${unit}`;
}

/** "1 follower", "2 followers". */
