import type { Storage } from '../../adapters/storage.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { FilesService } from '../files/files.service.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;

/** Avatars, covers and welcome videos: stored publicly, the previous file removed once replaced. */
export function createProfileMedia(deps: { files: FilesService; users: UsersRepository; storage: Storage }) {
  const { files, users, storage } = deps;

  async function replace(old: string | null, next: string) {
    if (old && old !== next) await storage.remove(old).catch(() => undefined);
  }

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

    async setWelcomeVideo(user: UserRow, upload: UploadedFile) {
      const file = await files.storeRaw(user.id, upload, { type: 'welcome-video', acl: 'public', kinds: ['video'] });
      const profile = await users.profile(user.id);
      await users.update(user.id, {}, { welcomeVideoKey: file.storageKey });
      await replace(profile?.welcomeVideoKey ?? null, file.storageKey);
      return file;
    },
  };
}
export type ProfileMedia = ReturnType<typeof createProfileMedia>;
