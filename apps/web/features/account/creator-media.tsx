'use client';

import { Divider, Stack, Switch } from '@mantine/core';
import { MESSAGES } from '@fanlane/shared';
import { useState } from 'react';
import { IMAGE_RULE, VIDEO_RULE } from '@/features/media/file-checks';
import { MediaUpload } from '@/features/media/media-upload';
import { userPatched } from '@/features/user/user.slice';
import { updateErrorMessage, updateProfile } from '@/features/user/user.thunks';
import type { CurrentUser } from '@/features/user/user.types';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';

/** Avatar, cover and welcome video, each uploaded with progress. */
export function CreatorMedia({ user }: { user: CurrentUser }) {
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
      <MediaUpload
        label="Avatar"
        description="Square, at least 400 × 400 pixels."
        endpoint="/performers/avatar/upload"
        field="avatar"
        rule={{ ...IMAGE_RULE, label: 'Avatar' }}
        shape="avatar"
        currentUrl={user.avatar}
        onUploaded={(upload) => dispatch(userPatched({ avatar: upload.url }))}
        testId="avatar-upload"
      />
      <Divider />
      <MediaUpload
        label="Cover"
        description="A wide picture across the top of your profile."
        endpoint="/performers/cover/upload"
        field="cover"
        rule={{ ...IMAGE_RULE, label: 'Cover' }}
        shape="cover"
        currentUrl={user.cover}
        onUploaded={(upload) => dispatch(userPatched({ cover: upload.url }))}
        testId="cover-upload"
      />
      <Divider />
      <MediaUpload
        label="Welcome video"
        description="Plays for fans who open your profile, when switched on."
        endpoint="/performers/welcome-video/upload"
        field="welcome-video"
        rule={{ ...VIDEO_RULE, label: 'Welcome video' }}
        shape="video"
        currentUrl={user.welcomeVideoPath || null}
        onUploaded={(upload) => dispatch(userPatched({ welcomeVideoPath: upload.url, welcomeVideoName: upload.name }))}
        testId="welcome-video-upload"
      />
      <Switch
        label="Show my welcome video on my profile"
        checked={welcomeOn}
        disabled={saving}
        onChange={(event) => void toggleWelcome(event.currentTarget.checked)}
      />
    </Stack>
  );
}
