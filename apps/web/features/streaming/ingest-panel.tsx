'use client';

import { ErrorAlert } from '@/lib/ui/error-alert';
import { Anchor, Badge, Button, Code, CopyButton, Group, List, Stack, Text, TextInput } from '@mantine/core';
import type { StreamIngest } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@/lib/api/error';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { TitledPanel } from '@/lib/ui/titled-panel';
import { useBusyAction } from '@/lib/ui/use-busy-action';
import { fetchIngest, resetIngestKey } from './streaming.thunks';

function Copy({ value, label }: { value: string; label: string }) {
  const t = useTranslations('live.obs');
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="xs" radius="xl" variant="light" onClick={copy} aria-label={t('copyLabel', { what: label })}>
          {copied ? t('copied') : t('copy')}
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
  const t = useTranslations('live.obs');
  const dispatch = useAppDispatch();
  const [ingest, setIngest] = useState<StreamIngest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const { busy: resetting, run } = useBusyAction(t('resetFailed'));

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
    if (!window.confirm(t('resetConfirm'))) return;
    await run(async () => {
      setIngest(await dispatch(resetIngestKey()));
      setShown(true);
      toast.success(t('resetDone'), t('resetDoneTitle'));
    });
  };

  return (
    <TitledPanel
      title={t('title')}
      testId="ingest-panel"
      gap="sm"
      action={
        ingest ? (
          <Badge
            color={ingest.publishing ? 'red' : 'gray'}
            variant={ingest.publishing ? 'filled' : 'light'}
            data-testid="ingest-status"
          >
            {ingest.publishing ? t('receiving') : t('notReceiving')}
          </Badge>
        ) : null
      }
    >
      <ErrorAlert message={error} />
      {ingest ? (
        <>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('server')}
              value={ingest.rtmpUrl}
              readOnly
              style={{ flex: 1 }}
              data-testid="ingest-url"
            />
            <Copy value={ingest.rtmpUrl} label={t('serverAddress')} />
          </Group>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('key')}
              description={t('keyHint')}
              value={shown ? ingest.streamKey : '•'.repeat(24)}
              readOnly
              style={{ flex: 1 }}
              styles={{ input: { fontFamily: 'monospace' } }}
              data-testid="ingest-key"
            />
            <Button size="xs" radius="xl" variant="default" onClick={() => setShown((s) => !s)} data-testid="show-key">
              {shown ? t('hide') : t('show')}
            </Button>
            <Copy value={ingest.streamKey} label={t('keyLower')} />
          </Group>
          <Group justify="flex-end">
            <Button size="xs" radius="xl" variant="subtle" color="red" onClick={() => void reset()} loading={resetting}>
              {t('reset')}
            </Button>
          </Group>
        </>
      ) : null}
      <Stack gap={4} data-testid="obs-guide">
        <Text fw={600} size="sm">
          {t('guideTitle')}
        </Text>
        <List type="ordered" size="sm" spacing={4}>
          {(['step1', 'step2', 'step3', 'step4', 'step5'] as const).map((step) => (
            <List.Item key={step}>
              {t.rich(step, {
                strong: (chunks) => <strong>{chunks}</strong>,
                code: (chunks) => <Code>{chunks}</Code>,
              })}
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          {t.rich('otherApps', {
            obs: (chunks) => (
              <Anchor href="https://obsproject.com" target="_blank" rel="noreferrer">
                {chunks}
              </Anchor>
            ),
          })}
        </Text>
      </Stack>
    </TitledPanel>
  );
}
