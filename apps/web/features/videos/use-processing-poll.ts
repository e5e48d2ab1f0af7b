'use client';

import type { FileView } from '@fanlane/shared';
import { useApi } from '@/lib/api/api-context';
import { useInterval } from '@/features/assets/use-interval';
import { STATUS_POLL_MS, type PendingFile } from './processing';

export { STATUS_POLL_MS, pendingFiles, type PendingFile } from './processing';

/**
 * Asks `GET /performer-assets/videos/{id}/file/{fileId}/status` every 5 s about each pending file
 * and calls `onDone` with the answer once one is no longer processing.
 */
export function useProcessingPoll(pending: readonly PendingFile[], onDone: (file: FileView, videoId: string) => void) {
  const api = useApi();
  useInterval(
    () => {
      for (const { videoId, fileId } of pending) {
        api
          .get<FileView>(
            `/performer-assets/videos/${encodeURIComponent(videoId)}/file/${encodeURIComponent(fileId)}/status`,
          )
          .then((file) => {
            if (file && file.status !== 'processing') onDone(file, videoId);
          })
          .catch(() => undefined);
      }
    },
    STATUS_POLL_MS,
    pending.length > 0,
  );
}
