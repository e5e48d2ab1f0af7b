import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeedUploadKind, FileView } from '@fanlane/shared';
import { failEntry, progressEntry, withoutEntry } from '@/features/media/upload-list';

/** Where a file goes in a post: its media, its thumbnail (cover image) or its teaser video. */
export type UploadSlot = 'media' | 'thumbnail' | 'teaser';

/** uploading → (processing →) ready, or error at any step. */
export type UploadPhase = 'uploading' | 'processing' | 'ready' | 'error';

export interface UploadItem {
  /** Local key (a file id once known is in `fileId`). */
  key: string;
  slot: UploadSlot;
  /** The endpoint kind: `POST /performer/feeds/{kind}/upload`. */
  kind: FeedUploadKind;
  name: string;
  size: number;
  mimeType: string;
  /** 0..100 while the body goes up. */
  progress: number;
  phase: UploadPhase;
  fileId: string | null;
  /** The chosen file's object URL, for a preview before the server has one. */
  localUrl: string | null;
  /** The server's thumbnail, once there is one. */
  thumbnailUrl: string | null;
  error: string | null;
}

export interface UploadsState {
  items: UploadItem[];
}

export const initialUploadsState: UploadsState = { items: [] };

/** The phase a server file answer stands for. */
export function phaseOf(status: FileView['status']): UploadPhase {
  if (status === 'processing') return 'processing';
  if (status === 'error') return 'error';
  return 'ready';
}

function pictureOf(file: Pick<FileView, 'thumbnails' | 'url' | 'mimeType'>): string | null {
  return file.thumbnails[0] ?? (file.mimeType.startsWith('image/') ? file.url : null);
}

/** The error of a file the server could not process: a key of `feeds.composer.upload` (shown translated). */
export const PROCESSING_FAILED = 'processingFailed';

export const uploadsSlice = createSlice({
  name: 'uploads',
  initialState: initialUploadsState,
  reducers: {
    added: (state, action: PayloadAction<UploadItem[]>) => {
      state.items.push(...action.payload);
    },
    progressed: (state, action: PayloadAction<{ key: string; progress: number }>) =>
      progressEntry(state.items, action.payload),
    uploaded: (state, action: PayloadAction<{ key: string; file: FileView }>) => {
      const item = state.items.find((i) => i.key === action.payload.key);
      if (!item) return;
      const { file } = action.payload;
      item.fileId = file._id;
      item.progress = 100;
      item.phase = phaseOf(file.status);
      item.thumbnailUrl = pictureOf(file) ?? item.thumbnailUrl;
      item.error = item.phase === 'error' ? PROCESSING_FAILED : null;
    },
    /** A status answer for a file being processed (polled every 5 s). */
    statusChanged: (state, action: PayloadAction<FileView>) => {
      const file = action.payload;
      for (const item of state.items) {
        if (item.fileId !== file._id) continue;
        item.phase = phaseOf(file.status);
        item.thumbnailUrl = pictureOf(file) ?? item.thumbnailUrl;
        item.error = item.phase === 'error' ? PROCESSING_FAILED : null;
      }
    },
    failed: (state, action: PayloadAction<{ key: string; error: string }>) => failEntry(state.items, action.payload),
    /** A failed upload tried again with the same file. */
    restarted: (state, action: PayloadAction<string>) => {
      const item = state.items.find((i) => i.key === action.payload);
      if (!item) return;
      item.phase = 'uploading';
      item.progress = 0;
      item.fileId = null;
      item.error = null;
    },
    removed: (state, action: PayloadAction<string>) => {
      state.items = withoutEntry(state.items, action.payload);
    },
    /** Moves a media item one place earlier (-1) or later (+1): the post keeps this order. */
    moved: (state, action: PayloadAction<{ key: string; by: -1 | 1 }>) => {
      const from = state.items.findIndex((i) => i.key === action.payload.key);
      const item = state.items[from];
      if (!item) return;
      const peers = state.items
        .map((other, index) => ({ other, index }))
        .filter(({ other }) => other.slot === item.slot && other.kind === item.kind);
      const at = peers.findIndex(({ index }) => index === from);
      const target = peers[at + action.payload.by];
      if (!target) return;
      state.items[from] = target.other;
      state.items[target.index] = item;
    },
  },
});

export const uploadActions = uploadsSlice.actions;

/** An item for a file already on the server (editing a post). */
export function uploadFromFile(file: FileView, slot: UploadSlot, kind: FeedUploadKind): UploadItem {
  const phase = phaseOf(file.status);
  return {
    key: `file-${file._id}`,
    slot,
    kind,
    name: file.name,
    size: file.size,
    mimeType: file.mimeType,
    progress: 100,
    phase,
    fileId: file._id,
    localUrl: null,
    thumbnailUrl: pictureOf(file),
    error: phase === 'error' ? PROCESSING_FAILED : null,
  };
}

/** Items whose file the server is still processing: their status is polled. */
export const processingIds = (items: readonly UploadItem[]): string[] =>
  items.filter((i) => i.phase === 'processing' && i.fileId).map((i) => i.fileId!);
