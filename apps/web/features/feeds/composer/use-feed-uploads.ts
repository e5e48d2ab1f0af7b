'use client';

import type { FeedUploadKind, FileView } from '@fanlane/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import type { UploadAnswer } from './save-post';
import { processingIds, uploadActions, uploadsSlice, type UploadItem, type UploadSlot } from './uploads.slice';

/** How often the composer asks about files the server is still processing (contract 4.17). */
export const STATUS_POLL_MS = 5000;

let sequence = 0;

/**
 * The composer's files: each one goes up as soon as it is chosen (several at once, each with its
 * own progress), can be cancelled or retried, and videos and audio are polled until processed.
 */
export function useFeedUploads(initial: UploadItem[]) {
  const api = useApi();
  const [state, dispatch] = useReducer(uploadsSlice.reducer, { items: initial });
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());

  const start = useCallback(
    (key: string, kind: FeedUploadKind, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      api
        .upload<UploadAnswer>(`/performer/feeds/${kind}/upload`, {
          files: { file },
          signal: controller.signal,
          onProgress: (progress) => dispatch(uploadActions.progressed({ key, progress })),
        })
        .then((answer) => dispatch(uploadActions.uploaded({ key, file: answer })))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) dispatch(uploadActions.failed({ key, error: messageOf(error) }));
        })
        .finally(() => controllers.current.delete(key));
    },
    [api],
  );

  const forget = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    files.current.delete(key);
    const url = objectUrls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(key);
  }, []);

  const remove = useCallback(
    (key: string) => {
      forget(key);
      dispatch(uploadActions.removed(key));
    },
    [forget],
  );

  /** Starts uploading files into a slot; a thumbnail or teaser replaces the one there. */
  const add = useCallback(
    (slot: UploadSlot, kind: FeedUploadKind, chosen: File[], replace: UploadItem[] = []) => {
      for (const old of replace) remove(old.key);
      const items = chosen.map((file): UploadItem => {
        sequence += 1;
        const key = `${slot}-${Date.now().toString(36)}-${sequence}`;
        files.current.set(key, file);
        const previewable = file.type.startsWith('image/') || file.type.startsWith('video/');
        const localUrl = previewable ? URL.createObjectURL(file) : null;
        if (localUrl) objectUrls.current.set(key, localUrl);
        return {
          key,
          slot,
          kind,
          name: file.name,
          size: file.size,
          mimeType: file.type,
          progress: 0,
          phase: 'uploading',
          fileId: null,
          localUrl,
          thumbnailUrl: null,
          error: null,
        };
      });
      dispatch(uploadActions.added(items));
      for (const item of items) start(item.key, kind, files.current.get(item.key)!);
    },
    [remove, start],
  );

  const retry = useCallback(
    (item: UploadItem) => {
      const file = files.current.get(item.key);
      if (!file) return;
      dispatch(uploadActions.restarted(item.key));
      start(item.key, item.kind, file);
    },
    [start],
  );

  const move = useCallback((key: string, by: -1 | 1) => dispatch(uploadActions.moved({ key, by })), []);

  // Videos and audio are processed in the background: ask every 5 s until each is done.
  const processing = processingIds(state.items).join(',');
  useEffect(() => {
    if (!processing) return;
    const ids = processing.split(',');
    const timer = window.setInterval(() => {
      for (const id of ids) {
        api
          .get<FileView>(`/performer/feeds/files/${encodeURIComponent(id)}/status`)
          .then((file) => file && dispatch(uploadActions.statusChanged(file)))
          .catch(() => undefined);
      }
    }, STATUS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [api, processing]);

  // Leaving the page cancels uploads still going and frees the previews.
  useEffect(() => {
    const ongoing = controllers.current;
    const urls = objectUrls.current;
    return () => {
      for (const controller of ongoing.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  return { items: state.items, add, remove, retry, move };
}
