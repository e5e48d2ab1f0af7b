'use client';

import { Alert, Button, Card, Group, Skeleton, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { useSettingsQuery, useUpdateSettingsMutation } from './admin.api';

/** Settings, general group: the site's name and maintenance mode (each change is audited). */
export function SettingsView() {
  const t = useTranslations('admin.settings');
  const { data, isLoading, error } = useSettingsQuery();
  const [save, { isLoading: saving }] = useUpdateSettingsMutation();
  const [siteName, setSiteName] = useState('');
  const [maintenance, setMaintenance] = useState(false);
  useEffect(() => {
    if (!data) return;
    setSiteName(String(data.siteName ?? ''));
    setMaintenance(Boolean(data.maintenanceMode));
  }, [data]);
  if (error) return <Alert color="red">{'message' in error ? error.message : ''}</Alert>;
  if (isLoading || !data) return <Skeleton height={200} />;
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Card
        withBorder
        radius="md"
        component="form"
        onSubmit={async (e) => {
          e.preventDefault();
          const r = await save({ siteName, maintenanceMode: maintenance });
          if ('error' in r) toast.error((r.error as { message?: string }).message ?? '');
          else toast.success(t('saved'));
        }}
      >
        <Stack gap="sm" maw={520}>
          <Title order={3} size="h5">
            {t('general')}
          </Title>
          <TextInput
            label={t('siteName')}
            value={siteName}
            onChange={(e) => setSiteName(e.currentTarget.value)}
            required
            maxLength={100}
            data-testid="setting-siteName"
          />
          <Switch
            label={t('maintenance')}
            description={t('maintenanceHint')}
            checked={maintenance}
            onChange={(e) => setMaintenance(e.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={saving} data-testid="settings-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
