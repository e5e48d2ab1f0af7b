'use client';

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { StreamIngest } from '@fanlane/shared';
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@/lib/api/error';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { fetchIngest, resetIngestKey } from './streaming.thunks';

function Copy({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="xs" radius="xl" variant="light" onClick={copy} aria-label={`Copy ${label}`}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * Streaming from OBS (the self-hosted transport): the RTMP address, the stream key (hidden until
 * asked, copyable, resettable) and a short OBS guide. `onPublishing` follows whether OBS is sending.
 */
export function IngestPanel({ onPublishing }: { onPublishing?: (publishing: boolean) => void }) {
  const dispatch = useAppDispatch();
  const [ingest, setIngest] = useState<StreamIngest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [resetting, setResetting] = useState(false);

  const load = useCallback(async () => {
    try {
      const next = await dispatch(fetchIngest());
      setIngest(next);
      setError(null);
      onPublishing?.(next.publishing);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }, [dispatch, onPublishing]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), 3000);
    return () => clearInterval(timer);
  }, [load]);

  const reset = async () => {
    if (!window.confirm('Make a new stream key? The current one stops working, and OBS is disconnected if it is live.'))
      return;
    setResetting(true);
    try {
      setIngest(await dispatch(resetIngestKey()));
      setShown(true);
      toast.success('Put the new key in OBS before you stream again.', 'New stream key');
    } catch (failure) {
      toast.error(messageOf(failure), 'Not reset');
    } finally {
      setResetting(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="ingest-panel">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Stream from OBS
          </Title>
          {ingest ? (
            <Badge
              color={ingest.publishing ? 'red' : 'gray'}
              variant={ingest.publishing ? 'filled' : 'light'}
              data-testid="ingest-status"
            >
              {ingest.publishing ? 'Receiving your video' : 'Not receiving video'}
            </Badge>
          ) : null}
        </Group>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {ingest ? (
          <>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput label="Server" value={ingest.rtmpUrl} readOnly style={{ flex: 1 }} data-testid="ingest-url" />
              <Copy value={ingest.rtmpUrl} label="server address" />
            </Group>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label="Stream key"
                description="Like a password: whoever has it can stream as you"
                value={shown ? ingest.streamKey : '•'.repeat(24)}
                readOnly
                style={{ flex: 1 }}
                styles={{ input: { fontFamily: 'monospace' } }}
                data-testid="ingest-key"
              />
              <Button
                size="xs"
                radius="xl"
                variant="default"
                onClick={() => setShown((s) => !s)}
                data-testid="show-key"
              >
                {shown ? 'Hide' : 'Show'}
              </Button>
              <Copy value={ingest.streamKey} label="stream key" />
            </Group>
            <Group justify="flex-end">
              <Button
                size="xs"
                radius="xl"
                variant="subtle"
                color="red"
                onClick={() => void reset()}
                loading={resetting}
              >
                Reset stream key
              </Button>
            </Group>
          </>
        ) : null}
        <Stack gap={4} data-testid="obs-guide">
          <Text fw={600} size="sm">
            Set up OBS once
          </Text>
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>
              In OBS, open <strong>Settings → Stream</strong> and choose the service <strong>Custom…</strong>
            </List.Item>
            <List.Item>Paste the server and the stream key above.</List.Item>
            <List.Item>
              In <strong>Output</strong>, pick the x264 (or hardware H.264) encoder, a keyframe interval of{' '}
              <Code>1</Code> or <Code>2</Code> s, and AAC audio: the video then reaches fans without re-encoding, a few
              seconds behind you.
            </List.Item>
            <List.Item>
              Press <strong>Start Streaming</strong> in OBS: you are on air as soon as the first seconds arrive, and the
              preview here shows what fans see.
            </List.Item>
            <List.Item>
              <strong>Stop Streaming</strong> ends the live (after a short grace period, in case your connection drops).
            </List.Item>
          </List>
          <Text size="xs" c="dimmed">
            Any app that streams RTMP works too (Streamlabs, Larix on a phone).{' '}
            <Anchor href="https://obsproject.com" target="_blank" rel="noreferrer">
              OBS
            </Anchor>{' '}
            is free.
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
