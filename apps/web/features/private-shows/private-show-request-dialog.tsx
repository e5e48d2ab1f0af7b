'use client';

import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { PRIVATE_SHOWS_PATH } from '@/lib/routes';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { AsyncButton } from '@/lib/ui/async-button';
import { requestPrivateShow } from './private-shows.thunks';

/** The private show request's dialog: the price, a short message, and send. */
export function PrivateShowRequestDialog({
  creatorId,
  name,
  price,
  opened,
  onClose,
}: {
  creatorId: string;
  name: string;
  price: number;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('live.privateRequest');
  const f = useFormat();
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setError(null);
    try {
      await dispatch(requestPrivateShow(creatorId, message.trim()));
      onClose();
      setMessage('');
      toast.success(t('sent', { name }), t('sentTitle'));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('title', { name })} radius="lg">
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
          <AsyncButton radius="xl" color="grape" onClick={send} data-testid="send-private-request">
            {t('send')}
          </AsyncButton>
        </Group>
      </Stack>
    </Modal>
  );
}
