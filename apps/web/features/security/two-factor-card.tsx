'use client';

import { Alert, Badge, Button, Code, Group, Image, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { twoFactorEnableSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountSection } from '@/features/account/section';
import { AppForm, SubmitButton } from '@/lib/forms/app-form';
import { TextField } from '@/lib/forms/text-fields';
import { useAppForm } from '@/lib/forms/use-app-form';
import { orFormError, queryErrorMessage } from './query-error';
import { useEnableTwoFactorMutation, useStartTwoFactorMutation, useTwoFactorStatusQuery } from './security.api';
import { TwoFactorOffForm } from './two-factor-off-form';

type Setup = { secret: string; otpauthUrl: string; qrCode: string };

/** Step 2 of the set-up: scan the QR code (or type the key), confirm with a code. */
function ConfirmSetup({ setup, onEnabled }: { setup: Setup; onEnabled: (codes: string[]) => void }) {
  const t = useTranslations('security.twoFactor');
  const [enable] = useEnableTwoFactorMutation();
  const form = useAppForm<{ code: string }, { code: string }>({
    schema: twoFactorEnableSchema,
    defaultValues: { code: '' },
    onSubmit: async (values) => onEnabled((await orFormError(enable(values))).recoveryCodes),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="xs" align="center">
        <Image src={setup.qrCode} alt={t('qrAlt')} w={200} h={200} radius="md" bg="white" p={8} />
        <Text size="sm" c="dimmed" ta="center">
          {t('manualKey')}
        </Text>
        <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
          {setup.secret}
        </Code>
      </Stack>
      <AppForm form={form} label={t('confirmLabel')}>
        <Text size="sm">{t('scan')}</Text>
        <TextField
          name="code"
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          data-testid="totp-code"
        />
        <SubmitButton radius="xl">{t('turnOn')}</SubmitButton>
      </AppForm>
    </SimpleGrid>
  );
}

/** TOTP two-factor sign-in: set up with a QR code, confirm, keep the recovery codes, turn off. */
export function TwoFactorCard() {
  const t = useTranslations('security.twoFactor');
  const status = useTwoFactorStatusQuery();
  const [start, starting] = useStartTwoFactorMutation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const begin = async () => {
    setError(null);
    try {
      setSetup(await start().unwrap());
    } catch (e) {
      setError(queryErrorMessage(e));
    }
  };

  let body;
  if (codes) {
    body = (
      <Stack gap="sm" data-testid="recovery-codes">
        <Alert color="teal" variant="light" title={t('onTitle')}>
          {t('recoveryHelp')}
        </Alert>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {codes.map((code) => (
            <Code key={code} ta="center">
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button radius="xl" onClick={() => setCodes(null)}>
            {t('savedThem')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (status.isLoading) {
    body = <Loader size="sm" />;
  } else if (status.data?.enabled) {
    body = (
      <Stack gap="md">
        <Group gap="xs">
          <Badge color="teal" variant="light" data-testid="two-factor-on">
            {t('on')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('codesLeft', { count: status.data.recoveryCodesLeft })}
          </Text>
        </Group>
        <TwoFactorOffForm />
      </Stack>
    );
  } else if (setup) {
    body = (
      <ConfirmSetup
        setup={setup}
        onEnabled={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
        }}
      />
    );
  } else {
    body = (
      <Group justify="space-between" gap="sm">
        <Badge color="gray" variant="light">
          {t('off')}
        </Badge>
        <Button radius="xl" loading={starting.isLoading} onClick={begin}>
          {t('setUp')}
        </Button>
      </Group>
    );
  }

  return (
    <AccountSection title={t('title')} description={t('description')} testId="two-factor">
      {error || status.error ? (
        <Alert color="red" variant="light" role="alert">
          {error ?? queryErrorMessage(status.error)}
        </Alert>
      ) : null}
      {body}
    </AccountSection>
  );
}
