import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { failEntry, progressEntry, withoutEntry } from '@/features/media/upload-list';

/** queued → uploading → done, or error (retry puts it back in the queue). */
export type QueuePhase = 'queued' | 'uploading' | 'done' | 'error';

export interface QueuedPhoto {
  key: string;
  name: string;
  size: number;
  progress: number;
  phase: QueuePhase;
  error: string | null;
}

export interface PhotoQueueState {
  items: QueuedPhoto[];
}

export const initialPhotoQueue: PhotoQueueState = { items: [] };

/** Photos go up two at a time (one photo per request, contract 3.10), each with its own progress. */
export const PHOTO_UPLOAD_CONCURRENCY = 2;

export const photoQueueSlice = createSlice({
  name: 'photoQueue',
  initialState: initialPhotoQueue,
  reducers: {
    added: (state, action: PayloadAction<{ key: string; name: string; size: number }[]>) => {
      for (const file of action.payload) state.items.push({ ...file, progress: 0, phase: 'queued', error: null });
    },
    started: (state, action: PayloadAction<string>) => {
      const item = state.items.find((i) => i.key === action.payload);
      if (item && item.phase === 'queued') {
        item.phase = 'uploading';
        item.progress = 0;
      }
    },
    progressed: (state, action: PayloadAction<{ key: string; progress: number }>) =>
      progressEntry(state.items, action.payload),
    finished: (state, action: PayloadAction<string>) => {
      const item = state.items.find((i) => i.key === action.payload);
      if (!item) return;
      item.phase = 'done';
      item.progress = 100;
    },
    failed: (state, action: PayloadAction<{ key: string; error: string }>) => failEntry(state.items, action.payload),
    retried: (state, action: PayloadAction<string>) => {
      const item = state.items.find((i) => i.key === action.payload);
      if (!item || item.phase !== 'error') return;
      item.phase = 'queued';
      item.progress = 0;
      item.error = null;
    },
    removed: (state, action: PayloadAction<string>) => {
      state.items = withoutEntry(state.items, action.payload);
    },
    /** Done uploads leave the list (their photos are in the gallery now). */
    clearedDone: (state) => {
      state.items = state.items.filter((i) => i.phase !== 'done');
    },
  },
});

export const photoQueueActions = photoQueueSlice.actions;

/** The queued items to start now, oldest first, so that at most `concurrency` go up at once. */
export function nextToStart(items: readonly QueuedPhoto[], concurrency = PHOTO_UPLOAD_CONCURRENCY): string[] {
  const running = items.filter((i) => i.phase === 'uploading').length;
  const room = Math.max(0, concurrency - running);
  return items
    .filter((i) => i.phase === 'queued')
    .slice(0, room)
    .map((i) => i.key);
}

/** "3 of 10 uploaded", and the overall progress of the batch (0..100). */
export function queueSummary(items: readonly QueuedPhoto[]): { done: number; total: number; percent: number } {
  const total = items.length;
  const done = items.filter((i) => i.phase === 'done').length;
  const percent = total === 0 ? 0 : Math.round(items.reduce((sum, i) => sum + i.progress, 0) / total);
  return { done, total, percent };
}
