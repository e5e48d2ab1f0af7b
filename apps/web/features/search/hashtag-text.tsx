import { Anchor } from '@mantine/core';
import Link from '@/lib/ui/link';
import { Fragment } from 'react';
import { searchPath } from '@/lib/routes';

/** A hashtag: # then letters, digits or underscores (any script). */
const HASHTAG = /(#[\p{L}\p{N}_]+)/u;

/** Text with each hashtag a link to the posts that carry it. */
export function HashtagText({ text }: { text: string }) {
  const parts = text.split(HASHTAG);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Anchor key={i} component={Link} href={searchPath(part, 'posts')} inherit fw={600} data-testid="hashtag">
            {part}
          </Anchor>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
