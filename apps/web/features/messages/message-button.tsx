'use client';

import { Button } from '@mantine/core';
import { MESSAGES } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { messageOf } from '@/lib/api/error';
import { conversationPath, LOGIN_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { openConversationWith } from './messages.thunks';

/** "Message" on a creator's profile: opens (or creates) the conversation, then the messenger. */
export function MessageButton({ creatorId }: { creatorId: string }) {
  const t = useTranslations('messages.button');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    if (!signedIn) {
      toast.info(t('signIn'));
      router.push(LOGIN_PATH);
      return;
    }
    setBusy(true);
    try {
      const conversation = await dispatch(openConversationWith('performer', creatorId));
      router.push(conversationPath(conversation._id));
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.tryAgainLater));
      setBusy(false);
    }
  };

  return (
    <Button radius="xl" variant="default" loading={busy} onClick={() => void open()} data-testid="message-button">
      {t('label')}
    </Button>
  );
}
