import type { Db } from '../../db/client.js';
import type { ContentViewer, Entitlements } from './access.service.js';
import { fileOf, pollOf, viewerStateStatement, type PageFile, type PagePoll } from './content.repository.js';

/**
 * What one signed-in viewer holds among a page of content: subscriptions to its creators and
 * purchases of its items (the entitlements access decisions need), their likes and bookmarks, whom
 * they follow, and their poll votes (posts). One statement whose text is built once
 * (db/statements.ts) instead of five queries built by drizzle on every page: on the read paths every
 * page view takes, building and sending those was most of the API's CPU (docs/benchmarks.md).
 */
export interface ViewerState {
  held: Entitlements;
  /** `${action}:${objectId}`, e.g. `like:<feed id>`. */
  reacted: Set<string>;
  followed: Set<string>;
  /** Post id -> the poll option voted for. */
  votes: Map<string, string>;
  /** The files asked for (`fileIds`), by id. */
  files: Map<string, PageFile>;
  /** The polls of the page's posts (target 'feed'), oldest first. */
  polls: PagePoll[];
}

export type { PageFile, PagePoll };

/**
 * A load of what a viewer holds among a page of content: the `items` (of kind `target`: 'feed',
 * 'video'...) and their creators, and `creatorIds` beyond those; and the page's `fileIds`.
 */
export type PageLoad<R> = (
  viewer: ContentViewer,
  target: string,
  items: { id: string; ownerId: string }[],
  creatorIds?: string[],
  fileIds?: (string | null)[],
) => Promise<R>;

/** The creators of a page of content: its items' and the others named, each once. */
export const creatorsOf = (items: { ownerId: string }[], creatorIds: string[]) => [
  ...new Set([...items.map((i) => i.ownerId), ...creatorIds]),
];

const empty = (): ViewerState => ({
  held: { subscribed: new Set(), bought: new Set() },
  reacted: new Set(),
  followed: new Set(),
  votes: new Map(),
  files: new Map(),
  polls: [],
});

export function createViewerStateLoader(db: Db) {
  let run: ReturnType<typeof viewerStateStatement> | null = null;
  const prepare = () => viewerStateStatement(db);

  /** The viewer's state among the page (a signed-out visitor holds nothing) and its files and polls. */
  const load: PageLoad<ViewerState> = async (viewer, target, items, creatorIds = [], fileIds = []) => {
    const state = empty();
    const owners = creatorsOf(items, creatorIds);
    const wanted = fileIds.filter((id): id is string => !!id);
    const pagePolls = target === 'feed' && items.length > 0;
    if (!wanted.length && !pagePolls && (!viewer.id || (!items.length && !owners.length))) return state;
    run ??= prepare();
    const { rows } = await run({
      viewer: viewer.id,
      target,
      now: new Date().toISOString(),
      items: JSON.stringify(items.map((i) => i.id)),
      owners: JSON.stringify(owners),
      files: JSON.stringify([...new Set(wanted)]),
    });
    for (const row of rows) {
      if (row.kind === 's') state.held.subscribed.add(row.id);
      else if (row.kind === 'b') state.held.bought.add(row.id);
      else if (row.kind === 'r') state.reacted.add(`${row.extra}:${row.id}`);
      else if (row.kind === 'f') state.followed.add(row.id);
      else if (row.kind === 'F') state.files.set(row.id, fileOf(row.extra!));
      else if (row.kind === 'P') state.polls.push(pollOf(row.extra!));
      else if (row.extra) state.votes.set(row.id, row.extra);
    }
    if (state.polls.length > 1)
      state.polls.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
    return state;
  };
  return { load };
}
export type ViewerStateLoader = ReturnType<typeof createViewerStateLoader>;
