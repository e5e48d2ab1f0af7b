'use client';

import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SETTING_GROUPS, SETTINGS, isSecretSetting, type SettingGroup, type SettingKey } from '@fanlane/shared';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Fragment, useEffect, useState } from 'react';
import { withToast } from './admin-toast';
import { useSettingsQuery, useUpdateSettingsMutation } from './admin.api';
import { BRANDING_IMAGES, BrandingUpload, SETTINGS_EXTRAS } from './settings-extras';

const GROUPS = Object.keys(SETTING_GROUPS) as SettingGroup[];
type Values = Record<string, unknown>;

/** One setting's input, by its kind; a secret is a password field that shows only whether it is set. */
function SettingInput({
  name,
  value,
  stored,
  onChange,
}: {
  name: SettingKey;
  value: unknown;
  stored: unknown;
  onChange: (value: unknown) => void;
}) {
  const t = useTranslations('admin.settings');
  const label = t(`keys.${name}` as never);
  const testId = `setting-${name}`;
  if (isSecretSetting(name)) {
    const set = Boolean((stored as { set?: boolean } | undefined)?.set);
    return (
      <PasswordInput
        label={
          <Group gap={6} component="span">
            {label}
            <Badge size="xs" variant="light" color={set ? 'teal' : 'gray'} data-testid={`${testId}-state`}>
              {set ? t('secretSet') : t('secretNotSet')}
            </Badge>
          </Group>
        }
        description={t('secretHint')}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.currentTarget.value)}
        autoComplete="new-password"
        data-testid={testId}
      />
    );
  }
  const kind = SETTINGS[name].kind;
  if (kind === 'boolean')
    return (
      <Switch
        label={label}
        checked={Boolean(value)}
        onChange={(e) => onChange(e.currentTarget.checked)}
        data-testid={testId}
      />
    );
  if (kind === 'number' || kind === 'money')
    return (
      <NumberInput
        label={label}
        value={typeof value === 'number' ? value : ''}
        onChange={(v) => onChange(typeof v === 'number' ? v : Number(v))}
        decimalScale={kind === 'money' ? 2 : 4}
        min={0}
        data-testid={testId}
      />
    );
  return (
    <TextInput
      label={label}
      value={String(value ?? '')}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={500}
      data-testid={testId}
    />
  );
}

/**
 * Settings, one form per group (general, branding, home page, payments, commission, pricing, live
 * video, social sign-in, security, uploads); the group is kept in the address (`?group=`). Secrets
 * are written only: shown as set or not set, sent only when typed. Each save is audited.
 */
export function SettingsView() {
  const t = useTranslations('admin.settings');
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const group = (GROUPS as string[]).includes(search.get('group') ?? '')
    ? (search.get('group') as SettingGroup)
    : 'general';
  const { data, isLoading, error } = useSettingsQuery();
  const [save, { isLoading: saving }] = useUpdateSettingsMutation();
  const [values, setValues] = useState<Values>({});
  const keys = SETTING_GROUPS[group] as readonly SettingKey[];
  const Extras = SETTINGS_EXTRAS[group];
  useEffect(() => {
    if (data) setValues(Object.fromEntries(keys.map((k) => [k, isSecretSetting(k) ? '' : data[k]])));
  }, [data, keys]);
  if (error) return <Alert color="red">{'message' in error ? error.message : ''}</Alert>;
  if (isLoading || !data) return <Skeleton height={200} />;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // A secret left empty is kept as it is.
    const body = Object.fromEntries(Object.entries(values).filter(([k, v]) => !isSecretSetting(k) || v !== ''));
    await withToast(() => save(body).unwrap(), t('saved'));
  };
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Tabs
        value={group}
        onChange={(g) => g && router.replace(`${pathname}?group=${g}`, { scroll: false })}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {GROUPS.map((g) => (
            <Tabs.Tab key={g} value={g} data-testid={`settings-group-${g}`}>
              {t(`groups.${g}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Card withBorder radius="md" component="form" onSubmit={submit} aria-label={t(`groups.${group}`)}>
        <Stack gap="sm" maw={560}>
          <Title order={3} size="h5">
            {t(`groups.${group}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`groupHints.${group}`)}
          </Text>
          {keys.map((name) => (
            <Fragment key={name}>
              <SettingInput
                name={name}
                value={values[name]}
                stored={data[name]}
                onChange={(v) => setValues((prev) => ({ ...prev, [name]: v }))}
              />
              {(BRANDING_IMAGES as readonly string[]).includes(name) && <BrandingUpload name={name} url={data[name]} />}
            </Fragment>
          ))}
          <Group>
            <Button type="submit" loading={saving} data-testid="settings-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {Extras && <Extras />}
    </Stack>
  );
}
