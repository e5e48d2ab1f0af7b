'use client';

import { Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { PAYOUT_TRANSITIONS, type PayoutRequest } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { methodKey } from '@/features/payouts/methods';
import { PayoutStatusBadge } from '@/features/payouts/payout-status';
import { useFormat } from '@/lib/i18n/use-format';
import { toast } from '@/lib/toast';
import { NoteField } from './admin-fields';
import { useAdminPayoutQuery, useSetPayoutStatusMutation } from './payouts.api';

type Decision = 'approved' | 'rejected' | 'done';
const COLORS: Record<Decision, string> = { approved: 'blue', rejected: 'red', done: 'teal' };

/** The full payment details of one request and the decisions its status allows, with a note for the creator. */
export function PayoutReview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useTranslations('admin.payouts');
  const m = useTranslations('payouts.request.methods');
  const f = useFormat();
  const { data: payout, isFetching } = useAdminPayoutQuery(id ?? '', { skip: !id });
  const [setStatus, { isLoading }] = useSetPayoutStatusMutation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setNote('');
    setError(null);
  }, [id]);
  const decide = async (p: PayoutRequest, status: Decision) => {
    setError(null);
    const result = await setStatus({ id: p._id, status, adminNote: note });
    if ('error' in result) return setError(String((result.error as { message?: string }).message));
    toast.success(t(`decided.${status}`));
    onClose();
  };
  const details = Object.entries(payout?.paymentAccountInfo ?? {}).filter(([, v]) => v !== '' && v !== null);
  const next = payout ? (PAYOUT_TRANSITIONS[payout.status] as Decision[]) : [];
  return (
    <Modal opened={id !== null} onClose={onClose} title={t('review')} centered radius="lg" size="lg">
      {!payout || (isFetching && payout._id !== id) ? (
        <Skeleton height={200} />
      ) : (
        <Stack gap="md" data-testid="payout-review">
          <Group justify="space-between">
            <Text fw={700}>
              {f.tokens(payout.requestTokens)} · {f.money(payout.amount)}
            </Text>
            <PayoutStatusBadge status={payout.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('rate', { rate: payout.tokenConversionRate })} · {f.dateTime(payout.createdAt)}
          </Text>
          {payout.requestNote ? <Text size="sm">{t('creatorNote', { note: payout.requestNote })}</Text> : null}
          <Table withTableBorder aria-label={t('details')}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('method')}</Table.Th>
                <Table.Td>{m(methodKey(payout.paymentAccountType))}</Table.Td>
              </Table.Tr>
              {details.map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Th>{key}</Table.Th>
                  <Table.Td>{String(value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {payout.adminNote ? <Text size="sm">{t('previousNote', { note: payout.adminNote })}</Text> : null}
          {next.length > 0 ? (
            <>
              <NoteField
                label={t('note')}
                value={note}
                onChange={setNote}
                maxLength={1000}
                minRows={2}
                data-testid="payout-note"
              />
              {error ? (
                <Text c="red" size="sm" role="alert">
                  {error}
                </Text>
              ) : null}
              <Group justify="flex-end" gap="sm">
                {next.map((status) => (
                  <Button
                    key={status}
                    color={COLORS[status]}
                    variant={status === 'rejected' ? 'light' : 'filled'}
                    radius="xl"
                    loading={isLoading}
                    onClick={() => void decide(payout, status)}
                    data-testid={`payout-${status}`}
                  >
                    {t(`to.${status}`)}
                  </Button>
                ))}
              </Group>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('final')}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
