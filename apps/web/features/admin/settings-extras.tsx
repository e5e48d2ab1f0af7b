'use client';

import { Button, Card, FileButton, Group, Image, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type { SettingGroup } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { countryItems } from '@/features/reference/reference';
import { useReference } from '@/features/reference/use-reference';
import { useApi } from '@/lib/api/api-context';
import { appApi } from '@/lib/api/rtk';
import { useAppDispatch } from '@/lib/store/hooks';
import { withToast } from './admin-toast';
import { useBlockedCountriesQuery, useSendTestMailMutation, useSetBlockedCountriesMutation } from './settings.api';

/** The branding settings that hold a picture: each can be uploaded instead of typed as an address. */
export const BRANDING_IMAGES = ['logoUrl', 'darkmodeLogoUrl', 'favicon', 'loginPlaceholderImage'] as const;

/** Uploads a branding picture (POST /admin/settings/files/{key}); the setting becomes its address. */
export function BrandingUpload({ name, url }: { name: string; url: unknown }) {
  const t = useTranslations('admin.settings.extras');
  const keys = useTranslations('admin.settings.keys');
  const api = useApi();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    await withToast(async () => {
      await api.upload(`/admin/settings/files/${name}`, { files: { file } });
      dispatch(appApi.util.invalidateTags(['AdminSettings', 'AdminAudit']));
    }, t('uploaded'));
    setBusy(false);
  };
  return (
    <Group gap="sm">
      {typeof url === 'string' && url && <Image src={url} alt="" h={40} w="auto" fit="contain" radius="sm" />}
      <FileButton
        onChange={upload}
        name={`branding-${name}`}
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            loading={busy}
            aria-label={t('uploadOf', { name: keys(name as never) })}
            data-testid={`upload-${name}`}
          >
            {t('upload')}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

function ExtraCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md">
      <Stack gap="sm" maw={560}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** Sends a test mail (to the address typed, else the operator's own): SMTP when set up, else the local outbox. */
function TestMailCard() {
  const t = useTranslations('admin.settings.extras');
  const [to, setTo] = useState('');
  const [send, { isLoading }] = useSendTestMailMutation();
  const submit = () =>
    withToast(
      () => send(to ? { to } : {}).unwrap(),
      (sent) => (sent.outbox ? t('mailOutbox', { to: sent.to }) : t('mailSent', { to: sent.to })),
    );
  return (
    <ExtraCard title={t('mailTitle')} hint={t('mailHint')}>
      <TextInput label={t('mailTo')} type="email" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      <Group>
        <Button variant="default" onClick={submit} loading={isLoading} data-testid="test-mail">
          {t('mailSend')}
        </Button>
      </Group>
    </ExtraCard>
  );
}

/** The site-wide country block: visitors from these countries see only a notice. */
function CountryBlockCard() {
  const t = useTranslations('admin.settings.extras');
  const countries = useReference('countries');
  const { data } = useBlockedCountriesQuery();
  const [save, { isLoading }] = useSetBlockedCountriesMutation();
  const [codes, setCodes] = useState<string[]>([]);
  useEffect(() => setCodes(data ?? []), [data]);
  const submit = () => withToast(() => save(codes).unwrap(), t('countriesSaved'));
  return (
    <ExtraCard title={t('countriesTitle')} hint={t('countriesHint')}>
      <MultiSelect
        label={t('countries')}
        searchable
        clearable
        data={countryItems(countries.data)}
        value={codes}
        onChange={setCodes}
        data-testid="site-blocked-countries"
      />
      <Group>
        <Button onClick={submit} loading={isLoading} data-testid="site-blocked-countries-save">
          {t('countriesSave')}
        </Button>
      </Group>
    </ExtraCard>
  );
}

function GeneralExtras() {
  return (
    <>
      <CountryBlockCard />
      <TestMailCard />
    </>
  );
}

/** What a settings group shows below its form. */
export const SETTINGS_EXTRAS: Partial<Record<SettingGroup, () => ReactNode>> = { general: GeneralExtras };
