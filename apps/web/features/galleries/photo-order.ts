import type { Photo } from '@fanlane/shared';

/** Photos in the order fans see them: by position, then by id (the API's order). */
export function inGalleryOrder<T extends Pick<Photo, '_id' | 'position'>>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => a.position - b.position || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

export interface Reordered<T> {
  /** The list in its new order (shown at once, until the server's list comes back). */
  photos: T[];
  /** The `position` to send in `PUT /performer/performer-assets/photos/{id}`. */
  position: number;
}

/**
 * Moves one photo to where another one is (drag and drop), or one place earlier or later (the
 * keyboard buttons). The position sent is the target photo's own position: the API shifts the photos
 * in between by one, which also works when deletions left gaps in the positions.
 */
export function reorder<T extends Pick<Photo, '_id' | 'position'>>(
  photos: readonly T[],
  photoId: string,
  to: { by: -1 | 1 } | { onto: string },
): Reordered<T> | null {
  const list = inGalleryOrder(photos);
  const from = list.findIndex((p) => p._id === photoId);
  if (from < 0) return null;
  const target = 'by' in to ? from + to.by : list.findIndex((p) => p._id === to.onto);
  if (target < 0 || target >= list.length || target === from) return null;
  const position = list[target]!.position;
  const moved = list[from]!;
  const rest = list.filter((_, i) => i !== from);
  rest.splice(target, 0, moved);
  // The old positions, in order, go to the new order; the page reloads the server's afterwards.
  const slots = list.map((p) => p.position);
  return { photos: rest.map((p, i) => ({ ...p, position: slots[i]! })), position };
}
