/** How often files being processed are asked about (contract 4.17: every 5 s). */
export const STATUS_POLL_MS = 5000;

/** A video's file still being processed: the video's id and the file's. */
export interface PendingFile {
  videoId: string;
  fileId: string;
}

/** The files of videos that are still being processed (the video itself and its teaser). */
export function pendingFiles(
  videos: readonly {
    _id: string;
    fileId: string;
    teaserId: string | null;
    processing: boolean;
    teaserProcessing: boolean;
  }[],
): PendingFile[] {
  return videos.flatMap((v) => [
    ...(v.processing ? [{ videoId: v._id, fileId: v.fileId }] : []),
    ...(v.teaserProcessing && v.teaserId ? [{ videoId: v._id, fileId: v.teaserId }] : []),
  ]);
}
