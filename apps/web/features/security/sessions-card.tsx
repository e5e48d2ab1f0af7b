'use client';

import { Button, Group, Paper, Text } from '@mantine/core';
import type { SessionItem } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { toast } from '@/lib/toast';
import { queryErrorMessage } from './query-error';
import { QueryListSection, RowSummary } from './query-status';
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
        <RowSummary
          name={session.device || t('unknownDevice')}
          badge={session.current ? { label: t('thisDevice'), color: 'teal' } : null}
          details={t('details', {
            address: session.ipAddress || '?',
            signedIn: f.dateTime(session.createdAt),
            lastSeen: f.dateTime(session.lastSeenAt),
          })}
        />
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
    <QueryListSection
      title={t('title')}
      description={t('description')}
      testId="sessions"
      query={{ data, isLoading, error }}
      row={(session) => <SessionRow key={session._id} session={session} />}
    >
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
    </QueryListSection>
  );
}
