'use client';

import type { FileUpload } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { IMAGE_RULE, VIDEO_RULE, type FileRule } from '@/features/media/file-checks';
import { MediaUpload, type MediaShape } from '@/features/media/media-upload';
import { userPatched } from '@/features/user/user.slice';
import type { CurrentUser } from '@/features/user/user.types';
import { useAppDispatch } from '@/lib/store/hooks';

/** A picture or video of the account: what it is and what the account keeps of the upload. */
export interface AccountMedia {
  /** Its texts: `account.media.<text>.label`, and `.description` but for a fan's avatar. */
  text: 'avatar' | 'creatorAvatar' | 'cover' | 'welcomeVideo';
  /** The multipart field, also the endpoint's name (/users/avatar/upload) and the test id's start. */
  field: string;
  rule: FileRule;
  shape: MediaShape;
  current: (user: CurrentUser) => string | null | undefined;
  patch: (upload: FileUpload) => Partial<CurrentUser>;
}

const picture = (key: 'avatar' | 'cover', text: AccountMedia['text']): AccountMedia => ({
  text,
  field: key,
  rule: IMAGE_RULE,
  shape: key,
  current: (user) => user[key],
  patch: (upload) => ({ [key]: upload.url }),
});

/** A fan's avatar. */
export const FAN_AVATAR = picture('avatar', 'avatar');

/** A creator's avatar, cover and welcome video. */
export const CREATOR_MEDIA: AccountMedia[] = [
  picture('avatar', 'creatorAvatar'),
  picture('cover', 'cover'),
  {
    text: 'welcomeVideo',
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
  const t = useTranslations('account.media');
  const dispatch = useAppDispatch();
  const { current, patch, rule, text, ...props } = media;
  const label = t(`${text}.label`);
  return (
    <MediaUpload
      {...props}
      label={label}
      description={text === 'avatar' ? undefined : t(`${text}.description`)}
      endpoint={`/${owner}/${media.field}/upload`}
      testId={`${media.field}-upload`}
      hideLabel={hideLabel}
      rule={{ ...rule, label }}
      currentUrl={current(user)}
      onUploaded={(upload) => dispatch(userPatched(patch(upload)))}
    />
  );
}
