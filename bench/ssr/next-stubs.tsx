// Stand-ins for Next's router modules, which need the App Router mounted: enough for a server
// render of client components (links as anchors, a fixed path, no dynamic chunks).
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export default function Link({
  href,
  children,
  ...props
}: { href: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { prefetch: _prefetch, scroll: _scroll, replace: _replace, ...rest } = props as Record<string, unknown>;
  return (
    <a href={href} {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}>
      {children}
    </a>
  );
}

const router = { push() {}, replace() {}, refresh() {}, back() {}, forward() {}, prefetch() {} };
export const useRouter = () => router;
export const usePathname = () => '/lunavale';
export const useSearchParams = () => new URLSearchParams();
export const useParams = () => ({});
export const notFound = () => {
  throw new Error('notFound');
};
export const redirect = notFound;
export const dynamic = () => () => null;
