'use client';

import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useVideoEnabled } from '@/features/streaming/use-video-enabled';
import { useFormat } from '@/lib/i18n/use-format';
import { PRIVATE_SHOWS_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { requestPrivateShow } from './private-shows.thunks';

/**
 * "Private show" on a creator's profile: shown to signed-in fans when the creator takes requests
 * (a per-minute price) and the site carries live video. A short message goes with the request.
 */
export function PrivateShowRequestButton({
  creator,
}: {
  creator: {
    _id: string;
    name?: string;
    username?: string;
    privateChatPrice?: number;
    acceptPrivateRequests?: boolean;
  };
}) {
  const t = useTranslations('live.privateRequest');
  const f = useFormat();
  const dispatch = useAppDispatch();
  const { switchedOn } = useVideoEnabled();
  const signedIn = useAppSelector((state) => Boolean(state.user.current._id));
  const isFan = useAppSelector((state) => !state.user.current.isPerformer);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = creator.privateChatPrice ?? 0;
  if (!switchedOn || !creator.acceptPrivateRequests || price <= 0 || !signedIn || !isFan) return null;
  const name = creator.name || creator.username || t('thisCreator');

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await dispatch(requestPrivateShow(creator._id, message.trim()));
      setOpen(false);
      setMessage('');
      toast.success(t('sent', { name }), t('sentTitle'));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        radius="xl"
        variant="light"
        color="grape"
        onClick={() => setOpen(true)}
        data-testid="request-private-show"
      >
        {t('button')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('title', { name })} radius="lg">
        <Stack gap="sm">
          <Text size="sm">
            {t.rich('pricing', { name, price: f.tokens(price), strong: (chunks) => <strong>{chunks}</strong> })}
          </Text>
          <Textarea
            label={t('message')}
            placeholder={t('messagePlaceholder')}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            error={error}
            data-testid="private-show-message"
          />
          <Group justify="space-between">
            <Button component={Link} href={PRIVATE_SHOWS_PATH} variant="subtle" radius="xl">
              {t('mine')}
            </Button>
            <Button
              radius="xl"
              color="grape"
              onClick={() => void send()}
              loading={busy}
              data-testid="send-private-request"
            >
              {t('send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
