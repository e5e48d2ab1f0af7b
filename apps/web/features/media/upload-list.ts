/**
 * The steps every list of uploads takes (a post's files, a gallery's queue of photos), for their
 * slices' reducers: each item has a key, a phase, a progress and an error.
 */
export interface UploadEntry {
  key: string;
  phase: string;
  /** 0..100 while the body goes up. */
  progress: number;
  error: string | null;
}

/** An item going up moved on (never backwards). */
export function progressEntry(items: UploadEntry[], { key, progress }: { key: string; progress: number }): void {
  const item = items.find((i) => i.key === key);
  if (item && item.phase === 'uploading') item.progress = Math.max(item.progress, progress);
}

/** An item failed, with the message to show. */
export function failEntry(items: UploadEntry[], { key, error }: { key: string; error: string }): void {
  const item = items.find((i) => i.key === key);
  if (!item) return;
  item.phase = 'error';
  item.error = error;
}

/** The items without the one removed. */
export const withoutEntry = <T extends { key: string }>(items: T[], key: string): T[] =>
  items.filter((i) => i.key !== key);
