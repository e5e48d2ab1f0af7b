import { fullDate, postAge } from './feed-view';

/**
 * A post's age ("just now", "5m", "3d", "Jun 1") with its full date on hover. The server renders
 * it and the browser renders it again moments later, so the text can move on by a minute in
 * between ("just now" → "1m"): React is told that this one text may differ, instead of throwing a
 * hydration error for it.
 */
export function TimeAgo({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={fullDate(iso)} suppressHydrationWarning>
      {postAge(iso)}
    </time>
  );
}
