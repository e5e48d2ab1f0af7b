'use client';

import { Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { CardList } from '@/lib/ui/data-list';
import { ListRowCard, type ItemHandlers } from '@/lib/ui/list-row-card';
import type { PayoutCalculation, PayoutRequest } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { useFormat } from '@/lib/i18n/use-format';
import { ListPagination } from '@/lib/list-query/list-pagination';
import { RowActions } from '@/lib/forms/row-actions';
import { useConfirmItem } from '@/lib/ui/use-confirm-item';
import { PayoutRequestForm } from './payout-request-form';
import { methodKey } from './methods';
import { PayoutStatusBadge } from './payout-status';
import { useCancelPayoutMutation, useMyPayoutsQuery } from './payouts.api';

const PAGE_SIZE = 10;

/** What was asked: the tokens, then their worth and the payout method. */
function PayoutAmount({ payout }: { payout: PayoutRequest }) {
  const m = useTranslations('payouts.request.methods');
  const f = useFormat();
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={700} data-testid="payout-tokens">
        {f.tokens(payout.requestTokens)}
      </Text>
      <Text size="sm" c="dimmed">
        {f.money(payout.amount)} · {m(methodKey(payout.paymentAccountType))}
      </Text>
    </Group>
  );
}

function PayoutItem({
  payout,
  onCancel,
  onEdit,
}: { payout: PayoutRequest } & ItemHandlers<PayoutRequest, 'onCancel' | 'onEdit'>) {
  const t = useTranslations('payouts.history');
  const f = useFormat();
  return (
    <ListRowCard
      row={{ kind: 'payout', id: payout._id }}
      head={<PayoutAmount payout={payout} />}
      badge={<PayoutStatusBadge status={payout.status} />}
    >
      <Text size="xs" c="dimmed">
        {t('asked', { date: f.dateTime(payout.createdAt) })}
        {payout.paidAt ? ` · ${t('paid', { date: f.dateTime(payout.paidAt) })}` : ''}
      </Text>
      {payout.requestNote ? <Text size="sm">{t('yourNote', { note: payout.requestNote })}</Text> : null}
      {payout.adminNote ? (
        <Text size="sm" data-testid="payout-admin-note">
          {t('teamNote', { note: payout.adminNote })}
        </Text>
      ) : null}
      {payout.status === 'pending' ? (
        <RowActions
          actions={[
            { label: t('edit'), variant: 'default', onClick: () => onEdit(payout), testId: 'payout-edit' },
            {
              label: t('cancel'),
              variant: 'light',
              color: 'red',
              onClick: () => onCancel(payout),
              testId: 'payout-cancel',
            },
          ]}
        />
      ) : null}
    </ListRowCard>
  );
}

/** The creator's requests, newest first, with the operator's note; a pending one can be cancelled. */
export function PayoutHistory({ calc }: { calc: PayoutCalculation | undefined }) {
  const t = useTranslations('payouts.history');
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching } = useMyPayoutsQuery({
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    sort: 'desc',
    sortBy: 'createdAt',
  });
  const [cancelPayout] = useCancelPayoutMutation();
  const cancel = useConfirmItem((payout: PayoutRequest) => cancelPayout(payout._id).unwrap(), t('cancelled'));
  const [editing, setEditing] = useState<PayoutRequest | null>(null);
  const items = data?.data ?? [];
  if (isLoading) return <Skeleton height={80} radius="md" />;
  return (
    <Stack gap="sm">
      {items.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="payouts-empty">
          {t('empty')}
        </Text>
      ) : (
        <CardList loading={isFetching} label={t('title')} testId="payout-history" dimmed={0.7}>
          {items.map((payout) => (
            <PayoutItem key={payout._id} payout={payout} onCancel={cancel.ask} onEdit={setEditing} />
          ))}
        </CardList>
      )}
      <ListPagination pages={Math.ceil((data?.total ?? 0) / PAGE_SIZE)} page={page} onPage={setPage} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('editTitle')} centered radius="lg">
        {editing ? <PayoutRequestForm calc={calc} payout={editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmDialog
        {...cancel.dialog}
        title={t('cancelTitle')}
        message={t('cancelMessage')}
        confirmLabel={t('cancel')}
        keepLabel={t('keep')}
      />
    </Stack>
  );
}
