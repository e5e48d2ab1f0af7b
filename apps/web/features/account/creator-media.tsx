'use client';

import { Divider, Stack, Switch } from '@mantine/core';
import { MESSAGES } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import { updateErrorMessage, updateProfile } from '@/features/user/user.thunks';
import type { CurrentUser } from '@/features/user/user.types';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { AccountMediaUpload, CREATOR_MEDIA } from './account-media';

/** Avatar, cover and welcome video, each uploaded with progress. */
export function CreatorMedia({ user }: { user: CurrentUser }) {
  const t = useTranslations('account.media');
  const dispatch = useAppDispatch();
  const [welcomeOn, setWelcomeOn] = useState(Boolean(user.activateWelcomeVideo));
  const [saving, setSaving] = useState(false);

  const toggleWelcome = async (checked: boolean) => {
    setSaving(true);
    setWelcomeOn(checked);
    const result = await dispatch(updateProfile('performer', { activateWelcomeVideo: checked }));
    setSaving(false);
    if (result.ok) {
      toast.success(MESSAGES.changesSaved);
    } else {
      setWelcomeOn(!checked);
      toast.error(updateErrorMessage(result.error));
    }
  };

  return (
    <Stack gap="lg">
      {CREATOR_MEDIA.map((media, index) => (
        <Fragment key={media.field}>
          {index > 0 ? <Divider /> : null}
          <AccountMediaUpload owner="performers" media={media} user={user} />
        </Fragment>
      ))}
      <Switch
        label={t('showWelcome')}
        checked={welcomeOn}
        disabled={saving}
        onChange={(event) => void toggleWelcome(event.currentTarget.checked)}
      />
    </Stack>
  );
}
