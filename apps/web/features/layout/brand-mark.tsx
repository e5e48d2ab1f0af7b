import type { SVGProps } from 'react';

/** The built-in logo mark, used when the settings have no logo. Same drawing as public/favicon.svg. */
export function BrandMark({ size = 32, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <defs>
        <linearGradient id="fanlane-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ec6fa0" />
          <stop offset="1" stopColor="#7048e8" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#fanlane-mark)" />
      <path
        d="M20 46V18h24M20 32h17"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="45" cy="45" r="5" fill="#fff" />
    </svg>
  );
}
