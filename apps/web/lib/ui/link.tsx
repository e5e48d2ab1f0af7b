'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The app's links: next/link without its default of fetching every page whose link scrolls into
 * view. On a profile that was 16 server renders and their payloads decoded while the page was still
 * starting (docs/web.md, "Prefetching"). A page's data is fetched when a pointer rests on the link,
 * a finger touches it or the keyboard focuses it; `prefetch` still turns the default back on.
 */
export default function Link({ prefetch = false, href, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const router = useRouter();
  const fetched = useRef(false);
  const intent = () => {
    if (prefetch !== false || fetched.current || typeof href !== 'string' || !href.startsWith('/')) return;
    fetched.current = true;
    router.prefetch(href);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={prefetch}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        intent();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        intent();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        intent();
        onFocus?.(event);
      }}
    />
  );
}
