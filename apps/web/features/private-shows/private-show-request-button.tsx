'use client';

import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import Link from 'next/link';
import { useState } from 'react';
import { tokens } from '@/features/feeds/feed-view';
import { useVideoEnabled } from '@/features/streaming/live-video';
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
  const name = creator.name || creator.username || 'this creator';

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await dispatch(requestPrivateShow(creator._id, message.trim()));
      setOpen(false);
      setMessage('');
      toast.success(`${name} is told now. Follow it in Private shows.`, 'Request sent');
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
        Private show
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`A private show with ${name}`} radius="lg">
        <Stack gap="sm">
          <Text size="sm">
            {name} charges <strong>{tokens(price)}</strong> a minute from your wallet, each minute at its start, once
            they start the show. You can end it any time.
          </Text>
          <Textarea
            label="Message"
            placeholder="Say what you would like"
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
              My requests
            </Button>
            <Button
              radius="xl"
              color="grape"
              onClick={() => void send()}
              loading={busy}
              data-testid="send-private-request"
            >
              Send request
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
