/**
 * Pieces the creator-content services (videos, reels, products) share: a media upload whose refusal
 * is the client's fault answers 400, replaced files go, and the owner-or-visible reads.
 */
import { fromMinor } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { FileRow, FilesService } from '../files/files.service.js';
import type { ContentViewer } from './access.service.js';
import type { ContentObject, ObjectType } from './objects.js';

/** A content row as these helpers need it: its id and its creator. */
interface Owned {
  id: string;
  performerId: string;
}

/**
 * Runs a media upload; a refusal with one of `codes` (an unsupported or unreadable file) answers
 * 400 with `message(detail)`, anything else is rethrown.
 */
export async function uploadOr400(
  upload: () => Promise<FileRow>,
  codes: string[],
  message: (detail: string) => string,
): Promise<FileRow> {
  try {
    return await upload();
  } catch (err) {
    if (err instanceof AppError && codes.includes(err.code)) throw badRequest(message(err.message));
    throw err;
  }
}

/** Content rows as a viewer's context loads them: each item and its creator. */
export const itemsOf = (rows: Owned[]) => rows.map((r) => ({ id: r.id, ownerId: r.performerId }));

/** How a content service presents its rows to a viewer. */
type Present<T, P> = (rows: T[], viewer: ContentViewer) => Promise<P[]>;

/** A page of rows as `present` shows them to the viewer, with the total: a list's answer. */
export async function presentedPage<T, P>(
  present: Present<T, P>,
  found: Promise<{ rows: T[]; total: number }>,
  viewer: ContentViewer,
) {
  const { rows, total } = await found;
  return { data: await present(rows, viewer), total };
}

/** The row as `present` shows it to the viewer; 404 when there is none (missing, or not theirs to open). */
export async function presentedOr404<T, P>(present: Present<T, P>, row: T | null, viewer: ContentViewer): Promise<P> {
  if (!row) throw notFound();
  return (await present([row], viewer))[0]!;
}

/** Deletes the stored files with these ids (nulls skipped, unknown ids ignored). */
export async function dropFiles(files: FilesService, ids: (string | null)[]): Promise<void> {
  const rows = await files.byIds(ids.filter((x): x is string => !!x));
  await Promise.all([...rows.values()].map((f) => files.remove(f)));
}

/** Whether the viewer sees everything of this row: its creator, or an admin. */
export const privileged = (viewer: ContentViewer, row: Owned): boolean =>
  viewer.isAdmin || viewer.id === row.performerId;

/** The caller's own row (admins: any); 404 when missing or someone else's. */
export function ownedOr404<T extends Owned>(row: T | null, performerId: string, isAdmin: boolean): T {
  if (!row || (!isAdmin && row.performerId !== performerId)) throw notFound();
  return row;
}

/**
 * A row this viewer may open: their own (admins: any) as read, someone else's only when
 * `shown(id)` finds it visible to them (null otherwise).
 */
export async function readableRow<T extends Owned>(
  row: T | null,
  viewer: ContentViewer,
  shown: (id: string) => Promise<T | null>,
): Promise<T | null> {
  if (!row) return null;
  if (privileged(viewer, row)) return row;
  return shown(row.id);
}

/** The object registry's view of a content row (comments, reactions, reports). */
export const contentObject = (row: Owned | null): ContentObject | null =>
  row ? { id: row.id, ownerId: row.performerId, performerId: row.performerId } : null;

/**
 * The object registry's entry for a creator-content type: found when `readable` by the viewer, its
 * counters, and its rows as the viewer sees them in lists (no ids: no query).
 */
export function contentObjectType<T extends Owned, P extends { _id: string }>(
  readable: (id: string, viewer: ContentViewer) => Promise<T | null>,
  counters: Pick<ObjectType, 'count' | 'countBookmark'>,
  visibleAmong: (ids: string[], viewer: ContentViewer) => Promise<T[]>,
  present: (rows: T[], viewer: ContentViewer) => Promise<P[]>,
): ObjectType {
  return {
    find: async (id, viewer) => contentObject(await readable(id, viewer)),
    ...counters,
    async present(ids, viewer) {
      if (!ids.length) return new Map();
      const rows = await visibleAmong(ids, viewer);
      return new Map((await present(rows, viewer)).map((p) => [p._id, p]));
    },
  };
}

/**
 * A content service's reads of one row: `own`, the caller's row by id (admins: any; 404 otherwise),
 * and `readable`, a row by `byKey` this viewer may open (their own, others only when visible).
 */
export function ownedAndReadable<T extends Owned>(
  db: Db,
  byId: (db: Db, id: string) => Promise<T | null>,
  byKey: (db: Db, key: string) => Promise<T | null>,
  visibleOne: (db: Db, id: string, viewer: ContentViewer) => Promise<T | null>,
) {
  return {
    own: async (performerId: string, id: string, isAdmin: boolean) =>
      ownedOr404(await byId(db, id), performerId, isAdmin),
    readable: async (key: string, viewer: ContentViewer) =>
      readableRow(await byKey(db, key), viewer, (id) => visibleOne(db, id, viewer)),
  };
}

/** The fields an edit of a reel or video may leave out, over the row's own (price in tokens). */
export function editedSaleFields<S extends string>(
  fields: { title?: string; description?: string; status?: S; isSale?: boolean; price?: number },
  previous: { title: string; description: string; status: S; isSale: boolean; priceMinor: number },
) {
  return {
    title: fields.title ?? previous.title,
    description: fields.description ?? previous.description,
    status: fields.status ?? previous.status,
    isSale: fields.isSale ?? previous.isSale,
    price: fields.price ?? fromMinor(previous.priceMinor),
  };
}
