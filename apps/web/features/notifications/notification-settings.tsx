'use client';

import { Loader, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { messageOf } from '@/lib/api/error';
import { toast } from '@/lib/toast';
import { useNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from './notifications.api';

/** Where a notification can go, each a column of switches. */
const CHANNELS = ['inApp', 'email'] as const;

/** /notifications/settings: in-app and email per type, and one daily email instead of single mails. */
export function NotificationSettings() {
  const t = useTranslations('notifications');
  const { data, isLoading } = useNotificationPreferencesQuery();
  const [save] = useSaveNotificationPreferencesMutation();
  const change = async (body: Parameters<typeof save>[0]) => {
    try {
      await save(body).unwrap();
      toast.success(t('saved'));
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%" data-testid="notification-settings">
      <Title order={1} size="h2">
        {t('settingsTitle')}
      </Title>
      {isLoading || !data ? (
        <Loader mx="auto" />
      ) : (
        <>
          <Paper withBorder radius="lg" p="md">
            <Switch
              checked={data.digest}
              onChange={(e) => void change({ digest: e.currentTarget.checked })}
              label={t('digest')}
              description={t('digestHint')}
            />
          </Paper>
          <Paper withBorder radius="lg" p="md">
            <Table.ScrollContainer minWidth={360}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('type')}</Table.Th>
                    {CHANNELS.map((channel) => (
                      <Table.Th key={channel} ta="center">
                        {t(channel)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.types.map((row) => (
                    <Table.Tr key={row.type}>
                      <Table.Td>
                        <Text size="sm">{row.label}</Text>
                      </Table.Td>
                      {CHANNELS.map((channel) => (
                        <Table.Td key={channel}>
                          <Switch
                            mx="auto"
                            w="fit-content"
                            checked={row[channel]}
                            aria-label={`${row.label}: ${t(channel)}`}
                            onChange={(e) =>
                              void change({ types: [{ type: row.type, [channel]: e.currentTarget.checked }] })
                            }
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </Stack>
  );
}
