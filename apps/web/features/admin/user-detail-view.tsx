'use client';

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { staffCan, type AdminUser, type AdminUserDetail, type StaffRole } from '@fanlane/shared';
import { useFormat } from '@/lib/i18n/use-format';
import { toast } from '@/lib/toast';
import { SuspendDaysInput } from './admin-fields';
import { AccountMoneyCards, useAccountMoneyQuery } from './account-money-cards';
import { useUpdatePerformerMutation, useUpdateUserMutation, useUserDetailQuery } from './admin.api';

/** The account's name, role and status, e-mail and sign-up date; with `users`, its ID documents. */
function AccountHeader({ u, documents }: { u: AdminUser; documents?: AdminUserDetail['documents'] }) {
  const t = useTranslations('admin.user');
  const f = useFormat();
  return (
    <>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>
          {u.name}{' '}
          <Text span c="dimmed">
            @{u.username}
          </Text>
        </Title>
        <Group gap="xs">
          <Badge variant="light">{t.has(`roles.${u.role}` as never) ? t(`roles.${u.role}` as never) : u.role}</Badge>
          <Badge variant="light" color={u.status === 'active' ? 'teal' : 'red'} data-testid="user-status">
            {u.status}
          </Badge>
          {u.verifiedDocument !== null && (
            <Badge variant="light" color={u.verifiedDocument ? 'teal' : 'orange'} data-testid="user-verified">
              {u.verifiedDocument ? t('verified') : t('awaiting')}
            </Badge>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Card withBorder>
          <Text size="xs" c="dimmed">
            {t('email')}
          </Text>
          <Text>
            {u.email} {u.verifiedEmail ? '✓' : ''}
          </Text>
          <Text size="xs" c="dimmed" mt="xs">
            {t('joined')}
          </Text>
          <Text>{f.date(u.createdAt)}</Text>
          {u.suspendedUntil && (
            <Text size="sm" c="red">
              {t('suspendedUntil', { date: f.dateTime(u.suspendedUntil) })}
            </Text>
          )}
        </Card>
        {documents && (
          <Card withBorder>
            <Text size="xs" c="dimmed">
              {t('documents')}
            </Text>
            {documents.length === 0 && <Text size="sm">{t('noDocuments')}</Text>}
            <Group gap="xs">
              {documents.map((d) => (
                <Anchor key={d.kind} href={d.url} target="_blank" rel="noreferrer">
                  {d.mimeType.startsWith('image/') ? (
                    <Image src={d.url} alt={t(`docs.${d.kind}` as never)} w={96} h={64} fit="cover" radius="sm" />
                  ) : (
                    t(`docs.${d.kind}` as never)
                  )}
                </Anchor>
              ))}
            </Group>
          </Card>
        )}
      </SimpleGrid>
    </>
  );
}

/** What a moderator or admin does to the account: verify, feature, deactivate or suspend, staff role. */
function AccountActions({ id, role, u }: { id: string; role: StaffRole; u: AdminUser }) {
  const t = useTranslations('admin.user');
  const [updateUser, userState] = useUpdateUserMutation();
  const [updatePerformer, performerState] = useUpdatePerformerMutation();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<number | string>('');
  const done = (r: { error?: unknown }) => {
    if (r.error) toast.error((r.error as { message?: string }).message ?? '');
    else toast.success(t('saved'));
  };
  const busy = userState.isLoading || performerState.isLoading;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('actions')}
        </Title>
        <TextInput
          label={t('reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={2000}
        />
        <Group gap="sm" wrap="wrap" align="flex-end">
          {u.isPerformer && u.verifiedDocument === false && (
            <Button
              loading={busy}
              onClick={async () => done(await updatePerformer({ id, body: { verifiedDocument: true } }))}
              data-testid="verify-creator"
            >
              {t('verify')}
            </Button>
          )}
          {u.isPerformer && (
            <Switch
              label={t('featured')}
              checked={Boolean(u.isFeatured)}
              onChange={async (e) => done(await updatePerformer({ id, body: { isFeatured: e.currentTarget.checked } }))}
            />
          )}
          {u.status === 'active' ? (
            <>
              <SuspendDaysInput
                label={t('suspendDays')}
                description={t('suspendHint')}
                value={days}
                onChange={setDays}
                w={170}
              />
              <Button
                color="red"
                variant="light"
                loading={busy}
                onClick={async () =>
                  done(
                    await updateUser({
                      id,
                      body: {
                        status: 'inactive',
                        reason,
                        ...(typeof days === 'number' ? { suspendDays: days } : {}),
                      },
                    }),
                  )
                }
              >
                {t('suspend')}
              </Button>
            </>
          ) : (
            <Button
              loading={busy}
              onClick={async () => done(await updateUser({ id, body: { status: 'active', reason } }))}
            >
              {t('reactivate')}
            </Button>
          )}
          {staffCan(role, 'staff') && !u.isPerformer && (
            <Select
              label={t('staffRole')}
              value={u.role}
              allowDeselect={false}
              data={['user', 'moderator', 'finance', 'admin'].map((r) => ({
                value: r,
                label: t(`roles.${r}` as never),
              }))}
              onChange={async (v) => v && v !== u.role && done(await updateUser({ id, body: { role: v, reason } }))}
              w={160}
            />
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The staff actions taken on the account, newest first. */
function AccountHistory({ actions }: { actions: AdminUserDetail['actions'] }) {
  const t = useTranslations('admin.user');
  const f = useFormat();
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">
        {t('history')}
      </Title>
      {actions.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noHistory')}
        </Text>
      )}
      <Stack gap={4}>
        {actions.map((a) => (
          <Text size="sm" key={a._id}>
            {f.dateTime(a.createdAt)} · {a.action} · {a.actorName} ({a.actorRole}){a.reason ? ` · ${a.reason}` : ''}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * One account. Admins and moderators (`users`) see its documents, the actions to take and the
 * actions taken; admins and finance (`money`) see its money. Each part comes from its own API route.
 */
export function UserDetailView({ id, role }: { id: string; role: StaffRole }) {
  const canMoney = staffCan(role, 'money');
  const detail = useUserDetailQuery(id, { skip: !staffCan(role, 'users') });
  const money = useAccountMoneyQuery(id, { skip: !canMoney });
  const user = detail.data?.user ?? money.data?.user;
  const error = detail.error ?? money.error;
  if (error) return <Alert color="red">{'message' in error ? error.message : ''}</Alert>;
  if (!user) return <Skeleton height={300} />;
  return (
    <Stack gap="md">
      <AccountHeader u={user} documents={detail.data?.documents} />
      {detail.data && <AccountActions id={id} role={role} u={user} />}
      {canMoney && <AccountMoneyCards id={id} />}
      {detail.data && <AccountHistory actions={detail.data.actions} />}
    </Stack>
  );
}
