import type { Storage } from '../../adapters/storage.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { FileRow, FilesService } from '../files/files.service.js';
import type { MediaService } from '../media/media.service.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** `welcome` + the media kind `video`, as the media pipeline names its types. */
const WELCOME_VIDEO_TYPE = 'welcome-video';

/**
 * Avatars, covers and welcome videos: stored publicly, the previous file removed once replaced.
 * A welcome video goes through the media job like any video (transcoded to H.264/AAC MP4, metadata
 * such as GPS dropped); the profile shows it once that is finished.
 */
export function createProfileMedia(deps: {
  files: FilesService;
  users: UsersRepository;
  storage: Storage;
  media: MediaService;
}) {
  const { files, users, storage, media } = deps;

  async function replace(old: string | null, next: string) {
    if (old && old !== next) await storage.remove(old).catch(() => undefined);
  }

  media.onFinished(WELCOME_VIDEO_TYPE, async (row: FileRow) => {
    if (!row.ownerId) return;
    const profile = await users.profile(row.ownerId);
    if (!profile) return;
    await users.update(row.ownerId, {}, { welcomeVideoKey: row.storageKey });
    await replace(profile.welcomeVideoKey, row.storageKey);
  });

  return {
    async setImage(user: UserRow, upload: UploadedFile, kind: 'avatar' | 'cover') {
      const file = await files.storeImage(user.id, upload, {
        type: kind,
        acl: 'public',
        maxSide: kind === 'avatar' ? 512 : 1800,
        square: kind === 'avatar',
      });
      const old = kind === 'avatar' ? user.avatarKey : user.coverKey;
      await users.update(user.id, kind === 'avatar' ? { avatarKey: file.storageKey } : { coverKey: file.storageKey });
      await replace(old, file.storageKey);
      return file;
    },

    /** The upload, `processing`, and the public URL it will have once processed. */
    async setWelcomeVideo(user: UserRow, upload: UploadedFile): Promise<{ file: FileRow; url: string }> {
      const file = await media.upload(user.id, upload, 'video', 'welcome', { acl: 'public' });
      return { file, url: storage.publicUrl(media.targetKey(file) ?? file.storageKey) };
    },
  };
}
export type ProfileMedia = ReturnType<typeof createProfileMedia>;
