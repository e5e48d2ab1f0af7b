'use client';

import {
  ActionIcon,
  Button,
  Checkbox,
  FileButton,
  Group,
  NumberInput,
  Progress,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { MAX_MESSAGE_FILES, type FileView } from '@fanlane/shared';
import { useSocket } from '@/features/realtime/realtime-provider';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { sendMessage } from './messages.thunks';
import { TYPING_THROTTLE_MS } from './message-thread';

interface Attachment {
  key: string;
  name: string;
  fileId: string | null;
  progress: number;
  error: string | null;
}

export function Composer({ conversationId, isCreator }: { conversationId: string; isCreator: boolean }) {
  const t = useTranslations('messages.composer');
  const dispatch = useAppDispatch();
  const api = useApi();
  const socket = useSocket();
  const sending = useAppSelector((state) => state.messages.sending);
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [paid, setPaid] = useState(false);
  const [price, setPrice] = useState<number | string>(5);
  const lastTyping = useRef(0);
  const uploading = attachments.some((a) => !a.fileId && !a.error);

  const onType = (value: string) => {
    setText(value);
    const at = Date.now();
    if (socket && value && at - lastTyping.current > TYPING_THROTTLE_MS) {
      lastTyping.current = at;
      socket.emit('typing', { conversationId });
    }
  };

  const attach = async (files: File[]) => {
    const room = MAX_MESSAGE_FILES - attachments.length;
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = `${file.name}-${Date.now()}-${Math.random()}`;
      const isVideo = file.type.startsWith('video');
      setAttachments((list) => [...list, { key, name: file.name, fileId: null, progress: 0, error: null }]);
      const update = (patch: Partial<Attachment>) =>
        setAttachments((list) => list.map((a) => (a.key === key ? { ...a, ...patch } : a)));
      try {
        const view = await api.upload<FileView>(
          isVideo ? '/messages/private/file/video' : '/messages/public/file/photo',
          { files: { file }, onProgress: (progress) => update({ progress }) },
        );
        update({ fileId: view._id, progress: 100 });
      } catch (error) {
        update({ error: messageOf(error) });
      }
    }
  };

  const send = async () => {
    const fileIds = attachments.filter((a) => a.fileId).map((a) => a.fileId as string);
    if (!text.trim() && fileIds.length === 0) return;
    const isSale = isCreator && paid && fileIds.length > 0;
    try {
      await dispatch(
        sendMessage(conversationId, {
          text: text.trim(),
          fileIds,
          ...(isSale ? { isSale: true, price: Number(price) || 0 } : {}),
        }),
      );
      setText('');
      setAttachments([]);
      setPaid(false);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <Stack gap={6} p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {attachments.length ? (
        <Stack gap={4} data-testid="attachments">
          {attachments.map((a) => (
            <Group key={a.key} gap="xs" wrap="nowrap">
              <Text size="xs" truncate style={{ flex: 1 }}>
                {a.name}
              </Text>
              {a.error ? (
                <Text size="xs" c="red">
                  {a.error}
                </Text>
              ) : (
                <Progress value={a.progress} w={100} size="sm" aria-label={t('uploadOf', { name: a.name })} />
              )}
              <ActionIcon
                size="xs"
                variant="subtle"
                aria-label={t('remove', { name: a.name })}
                onClick={() => setAttachments((list) => list.filter((x) => x.key !== a.key))}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
          {isCreator ? (
            <Group gap="sm">
              <Checkbox
                label={t('paid')}
                checked={paid}
                onChange={(event) => setPaid(event.currentTarget.checked)}
                data-testid="paid-toggle"
              />
              {paid ? (
                <NumberInput
                  size="xs"
                  w={120}
                  min={1}
                  max={10000}
                  decimalScale={2}
                  value={price}
                  onChange={setPrice}
                  aria-label={t('price')}
                  data-testid="paid-price"
                />
              ) : null}
            </Group>
          ) : null}
        </Stack>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={(files) => void attach(files)} accept="image/*,video/*" multiple>
          {(props) => (
            <ActionIcon {...props} variant="default" size="lg" aria-label={t('attach')} data-testid="attach">
              +
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={1}
          maxRows={4}
          placeholder={t('placeholder')}
          aria-label={t('input')}
          value={text}
          onChange={(event) => onType(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          data-testid="message-input"
        />
        <Button onClick={() => void send()} loading={sending} disabled={uploading} data-testid="send-message">
          {t('send')}
        </Button>
      </Group>
    </Stack>
  );
}
