'use client';

import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { AdminRefundRequest, PayoutRequest } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PayoutStatusBadge } from '@/features/payouts/payout-status';
import { appApi } from '@/lib/api/rtk';
import { useFormat } from '@/lib/i18n/use-format';
import { useAppDispatch } from '@/lib/store/hooks';
import { adminUserPath } from '@/lib/routes';
import { withToast } from './admin-toast';
import { NoteField } from './admin-fields';
import { PayoutReview } from './payout-review';
import { useAdminPayoutsQuery } from './payouts.api';
import { useRefundRequestsQuery, useResolveRefundMutation } from './refunds.api';

/** Payout requests waiting for finance: pending ones to approve, approved ones to pay. */
export function PayoutsTab() {
  const t = useTranslations('admin.queue');
  const p = useTranslations('admin.payouts');
  const f = useFormat();
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<'pending' | 'approved'>('pending');
  const [reviewing, setReviewing] = useState<string | null>(null);
  const { data, isFetching } = useAdminPayoutsQuery({ status, sortBy: 'createdAt', sort: 'asc', limit: 50 });
  const close = () => {
    setReviewing(null);
    dispatch(appApi.util.invalidateTags(['AdminQueue']));
  };
  const who = (r: PayoutRequest) => r.sourceInfo ?? {};
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as typeof status)}
        data={(['pending', 'approved'] as const).map((s) => ({ value: s, label: t(`payoutStatuses.${s}`) }))}
        w="fit-content"
        aria-label={p('status')}
      />
      {data?.data.length === 0 && !isFetching && <Text c="dimmed">{t('noPayouts')}</Text>}
      {data?.data.map((r) => (
        <Card withBorder radius="md" p="md" key={r._id} data-testid={`queue-payout-${r._id}`}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Title order={3} size="h5">
                {f.tokens(r.requestTokens)} · {f.money(r.amount)}
              </Title>
              <Text size="sm" c="dimmed">
                {t('payoutBy', { date: f.dateTime(r.createdAt) })}{' '}
                <Anchor component={Link} href={adminUserPath(r.sourceId)} size="sm">
                  {String(who(r).name ?? '')} {who(r).username ? `(@${String(who(r).username)})` : ''}
                </Anchor>
              </Text>
              {r.requestNote ? <Text size="sm">{p('creatorNote', { note: r.requestNote })}</Text> : null}
            </Stack>
            <Group gap="xs">
              <PayoutStatusBadge status={r.status} />
              <Button onClick={() => setReviewing(r._id)} data-testid="queue-payout-review">
                {p('open')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <PayoutReview id={reviewing} onClose={close} />
    </Stack>
  );
}

function RefundCard({ request }: { request: AdminRefundRequest }) {
  const t = useTranslations('admin.queue');
  const f = useFormat();
  const [note, setNote] = useState('');
  const [resolve, { isLoading }] = useResolveRefundMutation();
  const decide = (action: 'refund' | 'reject') =>
    withToast(() => resolve({ id: request._id, action, note }).unwrap(), t(`refundDone.${action}`));
  const c = request.charge;
  return (
    <Card withBorder radius="md" p="md" data-testid={`queue-refund-${request._id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {t('refundOf', { amount: f.tokens(c.total), type: c.type })}
          </Title>
          <Badge variant="light" color={request.status === 'pending' ? 'orange' : 'gray'}>
            {t(`refundStatuses.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{request.reason}</Text>
        <Text size="sm" c="dimmed">
          {request.fan && (
            <Anchor component={Link} href={adminUserPath(request.fan._id)} size="sm">
              {request.fan.name} {request.fan.username ? `(@${request.fan.username})` : ''}
            </Anchor>
          )}{' '}
          {t('refundContext', {
            creator: request.creator?.name ?? '?',
            date: f.dateTime(c.createdAt),
            requests: request.fanHistory.requests,
            refunded: request.fanHistory.refunded,
          })}
        </Text>
        {request.status === 'pending' ? (
          <>
            <NoteField label={t('refundNote')} value={note} onChange={setNote} maxLength={1000} minRows={1} />
            <Group gap="sm">
              <Button loading={isLoading} onClick={() => void decide('refund')} data-testid="refund-approve">
                {t('refund')}
              </Button>
              <Button variant="light" color="red" loading={isLoading} onClick={() => void decide('reject')}>
                {t('rejectRefund')}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm">
            {t('decision', { resolution: request.status, reviewer: request.reviewerName ?? '', note: request.note })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** Fans' refund requests: refund the charge (through the wallet's refund) or reject, with a note. */
export function RefundsTab() {
  const t = useTranslations('admin.queue');
  const [status, setStatus] = useState<'pending' | 'refunded' | 'rejected'>('pending');
  const { data, isFetching } = useRefundRequestsQuery({ status, limit: 50 });
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as typeof status)}
        data={(['pending', 'refunded', 'rejected'] as const).map((s) => ({
          value: s,
          label: t(`refundStatuses.${s}`),
        }))}
        w="fit-content"
        aria-label={t('refunds')}
      />
      {data?.data.length === 0 && !isFetching && <Text c="dimmed">{t('noRefunds')}</Text>}
      {data?.data.map((r) => (
        <RefundCard key={r._id} request={r} />
      ))}
    </Stack>
  );
}
