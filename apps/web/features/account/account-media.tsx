'use client';

import type { FileUpload } from '@fanlane/shared';
import { IMAGE_RULE, VIDEO_RULE, type FileRule } from '@/features/media/file-checks';
import { MediaUpload, type MediaShape } from '@/features/media/media-upload';
import { userPatched } from '@/features/user/user.slice';
import type { CurrentUser } from '@/features/user/user.types';
import { useAppDispatch } from '@/lib/store/hooks';

/** A picture or video of the account: what it is and what the account keeps of the upload. */
export interface AccountMedia {
  label: string;
  description?: string;
  /** The multipart field, also the endpoint's name (/users/avatar/upload) and the test id's start. */
  field: string;
  rule: FileRule;
  shape: MediaShape;
  current: (user: CurrentUser) => string | null | undefined;
  patch: (upload: FileUpload) => Partial<CurrentUser>;
}

const picture = (key: 'avatar' | 'cover', label: string, description?: string): AccountMedia => ({
  label,
  description,
  field: key,
  rule: IMAGE_RULE,
  shape: key,
  current: (user) => user[key],
  patch: (upload) => ({ [key]: upload.url }),
});

/** A fan's avatar. */
export const FAN_AVATAR = picture('avatar', 'Avatar');

/** A creator's avatar, cover and welcome video. */
export const CREATOR_MEDIA: AccountMedia[] = [
  picture('avatar', 'Avatar', 'Square, at least 400 × 400 pixels.'),
  picture('cover', 'Cover', 'A wide picture across the top of your profile.'),
  {
    label: 'Welcome video',
    description: 'Plays for fans who open your profile, when switched on.',
    field: 'welcome-video',
    rule: VIDEO_RULE,
    shape: 'video',
    current: (user) => user.welcomeVideoPath || null,
    patch: (upload) => ({ welcomeVideoPath: upload.url, welcomeVideoName: upload.name }),
  },
];

/** Uploads one of the account's media with progress; the account is patched with the result. */
export function AccountMediaUpload({
  media,
  owner,
  user,
  hideLabel,
}: {
  media: AccountMedia;
  /** Whose upload endpoint: a fan's (/users) or a creator's (/performers). */
  owner: 'users' | 'performers';
  user: CurrentUser;
  hideLabel?: boolean;
}) {
  const dispatch = useAppDispatch();
  const { current, patch, rule, ...props } = media;
  return (
    <MediaUpload
      {...props}
      endpoint={`/${owner}/${media.field}/upload`}
      testId={`${media.field}-upload`}
      hideLabel={hideLabel}
      rule={{ ...rule, label: media.label }}
      currentUrl={current(user)}
      onUploaded={(upload) => dispatch(userPatched(patch(upload)))}
    />
  );
}
