'use client';

import type { Photo } from '@fanlane/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { nextToStart, photoQueueActions, photoQueueSlice, initialPhotoQueue } from './photo-queue';

let sequence = 0;

/**
 * Photos going up into a gallery: one request per photo, two at a time, each with its own
 * progress; failures can be retried with the same file. `onUploaded` gets each new photo.
 */
export function usePhotoUploads(galleryId: string, onUploaded: (photo: Photo) => void) {
  const api = useApi();
  const [state, dispatch] = useReducer(photoQueueSlice.reducer, initialPhotoQueue);
  const files = useRef(new Map<string, File>());
  const started = useRef(new Set<string>());
  const controllers = useRef(new Map<string, AbortController>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  const add = useCallback((chosen: File[]) => {
    const items = chosen.map((file) => {
      sequence += 1;
      const key = `photo-${Date.now().toString(36)}-${sequence}`;
      files.current.set(key, file);
      return { key, name: file.name, size: file.size };
    });
    dispatch(photoQueueActions.added(items));
  }, []);

  // Start the next queued photos whenever a place frees up.
  useEffect(() => {
    for (const key of nextToStart(state.items)) {
      const file = files.current.get(key);
      if (!file || started.current.has(key)) continue;
      started.current.add(key);
      dispatch(photoQueueActions.started(key));
      const controller = new AbortController();
      controllers.current.set(key, controller);
      api
        .upload<Photo>('/performer/performer-assets/photos/upload', {
          fields: { galleryId },
          files: { photo: file },
          signal: controller.signal,
          onProgress: (progress) => dispatch(photoQueueActions.progressed({ key, progress })),
        })
        .then((photo) => {
          dispatch(photoQueueActions.finished(key));
          files.current.delete(key);
          uploaded.current(photo);
        })
        .catch((error: unknown) => {
          started.current.delete(key);
          if (!controller.signal.aborted) dispatch(photoQueueActions.failed({ key, error: messageOf(error) }));
        })
        .finally(() => controllers.current.delete(key));
    }
  }, [api, galleryId, state.items]);

  const retry = useCallback((key: string) => dispatch(photoQueueActions.retried(key)), []);
  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    files.current.delete(key);
    started.current.delete(key);
    dispatch(photoQueueActions.removed(key));
  }, []);
  const clearDone = useCallback(() => dispatch(photoQueueActions.clearedDone()), []);

  // Leaving the page cancels what is still going up.
  useEffect(() => {
    const ongoing = controllers.current;
    return () => {
      for (const controller of ongoing.values()) controller.abort();
    };
  }, []);

  return { items: state.items, add, retry, remove, clearDone };
}
