'use client';

import { Button, Group, TextInput } from '@mantine/core';
import { MESSAGES } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { toast } from '@/lib/toast';

/**
 * POST /auth/email-verification: mails the verification link again. With a known address it is a
 * single button; otherwise it asks for the address first.
 */
export function ResendVerification({ email, label }: { email?: string; label?: string }) {
  const t = useTranslations('auth.resend');
  const api = useApi();
  const buttonLabel = label ?? t('label');
  const [address, setAddress] = useState(email ?? '');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!address.trim()) return;
    setBusy(true);
    try {
      const answer = await api.post<{ message?: string }>(
        '/auth/email-verification',
        { email: address.trim() },
        { token: null },
      );
      toast.success(answer?.message || t('sent'));
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  };

  if (email) {
    return (
      <Button variant="light" radius="xl" loading={busy} onClick={send} data-testid="resend-verification">
        {buttonLabel}
      </Button>
    );
  }
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={t('email')}
        type="email"
        autoComplete="email"
        value={address}
        onChange={(event) => setAddress(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
      <Button variant="light" radius="xl" loading={busy} onClick={send} disabled={!address.trim()}>
        {buttonLabel}
      </Button>
    </Group>
  );
}
