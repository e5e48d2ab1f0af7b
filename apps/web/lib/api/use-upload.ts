'use client';

import { useCallback, useState } from 'react';
import { useApi } from './api-context';
import type { UploadRequest } from './upload';

export interface UploadState {
  uploading: boolean;
  /** 0..100 while uploading; 100 once the server has answered. */
  progress: number;
}

/** One upload at a time with its progress, for a Progress bar beside the file picker. */
export function useUpload() {
  const api = useApi();
  const [state, setState] = useState<UploadState>({ uploading: false, progress: 0 });

  const upload = useCallback(
    async <T>(path: string, request: Omit<UploadRequest, 'onProgress'>): Promise<T> => {
      setState({ uploading: true, progress: 0 });
      try {
        return await api.upload<T>(path, {
          ...request,
          onProgress: (progress) => setState((s) => ({ ...s, progress })),
        });
      } finally {
        setState((s) => ({ ...s, uploading: false }));
      }
    },
    [api],
  );

  const reset = useCallback(() => setState({ uploading: false, progress: 0 }), []);
  return { ...state, upload, reset };
}
