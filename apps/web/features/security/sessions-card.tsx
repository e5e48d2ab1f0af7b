'use client';

import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { SessionItem } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountSection } from '@/features/account/section';
import { useFormat } from '@/lib/i18n/use-format';
import { toast } from '@/lib/toast';
import { queryErrorMessage } from './query-error';
import { QueryStatus } from './query-status';
import { useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery } from './security.api';

function SessionRow({ session }: { session: SessionItem }) {
  const t = useTranslations('security.sessions');
  const f = useFormat();
  const [endSession, { isLoading }] = useEndSessionMutation();
  const end = async () => {
    try {
      await endSession(session._id).unwrap();
      toast.success(t('ended'));
    } catch (error) {
      toast.error(queryErrorMessage(error));
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="session-row" data-current={session.current}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{session.device || t('unknownDevice')}</Text>
            {session.current ? (
              <Badge color="teal" variant="light">
                {t('thisDevice')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('details', {
              address: session.ipAddress || '?',
              signedIn: f.dateTime(session.createdAt),
              lastSeen: f.dateTime(session.lastSeenAt),
            })}
          </Text>
        </Stack>
        {session.current ? null : (
          <Button
            variant="light"
            color="red"
            radius="xl"
            size="xs"
            loading={isLoading}
            onClick={end}
            aria-label={t('signOutOne', { device: session.device || t('unknownDevice') })}
          >
            {t('signOut')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** GET /auth/sessions: where the account is signed in; end one, or all but this one. */
export function SessionsCard() {
  const t = useTranslations('security.sessions');
  const { data, isLoading, error } = useSessionsQuery();
  const [endOthers, { isLoading: ending }] = useEndOtherSessionsMutation();
  const [confirming, setConfirming] = useState(false);
  const others = (data ?? []).filter((s) => !s.current).length;

  const endAllOthers = async () => {
    try {
      const { revoked } = await endOthers().unwrap();
      toast.success(t('endedOthers', { count: revoked }));
    } catch (e) {
      toast.error(queryErrorMessage(e));
    }
    setConfirming(false);
  };

  return (
    <AccountSection title={t('title')} description={t('description')} testId="sessions">
      <QueryStatus isLoading={isLoading} error={error} />
      <Stack gap="xs">
        {(data ?? []).map((session) => (
          <SessionRow key={session._id} session={session} />
        ))}
      </Stack>
      {others > 0 ? (
        <Group justify="flex-end" gap="xs">
          {confirming ? (
            <>
              <Text size="sm">{t('confirmOthers', { count: others })}</Text>
              <Button variant="default" radius="xl" size="sm" onClick={() => setConfirming(false)}>
                {t('cancel')}
              </Button>
              <Button color="red" radius="xl" size="sm" loading={ending} onClick={endAllOthers}>
                {t('confirm')}
              </Button>
            </>
          ) : (
            <Button variant="light" color="red" radius="xl" size="sm" onClick={() => setConfirming(true)}>
              {t('signOutOthers')}
            </Button>
          )}
        </Group>
      ) : null}
    </AccountSection>
  );
}
