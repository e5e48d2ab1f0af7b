'use client';

import { Badge, Button, Modal, Stack, Text } from '@mantine/core';
import { refundRequestInputSchema, type RefundRequest, type TokenTransaction } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useFormat } from '@/lib/i18n/use-format';
import type { ApiQueryError } from '@/lib/api/rtk';
import { AppForm, CancelAndSubmit } from '@/lib/forms/app-form';
import { TextareaField } from '@/lib/forms/text-fields';
import { schemaResolver } from '@/lib/forms/resolver';
import { FormError, useAppForm } from '@/lib/forms/use-app-form';
import { useAppSelector } from '@/lib/store/hooks';
import { useHistoryLabels } from './use-history-labels';
import { refundRefusalKey } from './refund-refusal';
import { useMyRefundRequestsQuery, useRequestRefundMutation } from './refunds.api';

type RefundRequestInput = { reason: string };

/** Fans (not creators, not staff) ask for refunds. */
const useIsFan = () =>
  useAppSelector((state) => !state.user.current.isPerformer && Boolean(state.user.current.roles?.includes('user')));

/** The fan's latest refund request of each charge (fans only; creators have none). */
export function useRefundRequestsByCharge(): Map<string, RefundRequest> {
  const isFan = useIsFan();
  const { data } = useMyRefundRequestsQuery(undefined, { skip: !isFan });
  return useMemo(() => {
    const latest = new Map<string, RefundRequest>();
    // Newest first: the first one of each charge is its latest.
    for (const r of data ?? []) if (!latest.has(r.chargeId)) latest.set(r.chargeId, r);
    return latest;
  }, [data]);
}

const baseResolver = schemaResolver<RefundRequestInput, typeof refundRequestInputSchema>(refundRequestInputSchema);

/** The shared schema's check, its message in the reader's language. */
const reasonResolver =
  (message: string): Resolver<RefundRequestInput> =>
  async (...args) => {
    const result = await baseResolver(...args);
    if (result.errors.reason) result.errors.reason.message = message;
    return result;
  };

function RefundDialog({ charge, onClose }: { charge: TokenTransaction; onClose: () => void }) {
  const t = useTranslations('wallet.refund');
  const labels = useHistoryLabels();
  const f = useFormat();
  const tc = useTranslations('common');
  const [requestRefund] = useRequestRefundMutation();
  const form = useAppForm<RefundRequestInput>({
    resolver: reasonResolver(t('reasonInvalid')),
    defaultValues: { reason: '' },
    successMessage: t('sent'),
    onSubmit: async ({ reason }) => {
      try {
        await requestRefund({ chargeId: charge._id, reason }).unwrap();
      } catch (error) {
        const { message, code } = error as ApiQueryError;
        const known = refundRefusalKey(code);
        throw new FormError(known ? t(known) : message || tc('somethingWentWrong'));
      }
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('title')} centered radius="lg">
      <AppForm form={form} label={t('title')} data-testid="refund-form" errorTestId="refund-form-error">
        <Text size="sm">
          {t('what', {
            item: labels.chargeItem(charge),
            name: charge.performerInfo?.name || charge.performerInfo?.username || '—',
            amount: f.tokens(charge.totalPrice),
          })}
        </Text>
        <TextareaField<RefundRequestInput>
          name="reason"
          label={t('reason')}
          description={t('reasonHint')}
          autosize
          minRows={3}
          maxLength={1000}
          withAsterisk
          data-autofocus
        />
        <Text size="xs" c="dimmed">
          {t('review')}
        </Text>
        <CancelAndSubmit onCancel={onClose} cancelLabel={tc('cancel')} data-testid="refund-submit">
          {t('send')}
        </CancelAndSubmit>
      </AppForm>
    </Modal>
  );
}

const STATE_COLOR = { pending: 'yellow', refunded: 'teal', rejected: 'gray' } as const;

/**
 * Under a charge's amount: the state of its latest refund request, and "Request a refund" on a
 * successful charge with no request waiting (a declined one may be asked about again).
 */
export function RefundAction({ charge, request }: { charge: TokenTransaction; request?: RefundRequest }) {
  const t = useTranslations('wallet.refund');
  const labels = useHistoryLabels();
  const isFan = useIsFan();
  const [open, setOpen] = useState(false);
  const canAsk = isFan && charge.status === 'success' && request?.status !== 'pending';
  if (!request && !canAsk) return null;
  return (
    <Stack gap={4} align="flex-end" mt={4}>
      {request ? (
        <Badge
          variant="light"
          radius="xl"
          tt="none"
          color={STATE_COLOR[request.status]}
          data-testid="refund-state"
          title={request.note || undefined}
        >
          {t(`state.${request.status}`)}
        </Badge>
      ) : null}
      {request?.status === 'rejected' && request.note ? (
        <Text size="xs" c="dimmed" maw={220} ta="right" lineClamp={2}>
          “{request.note}”
        </Text>
      ) : null}
      {canAsk ? (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setOpen(true)}
          aria-label={t('askFor', { item: labels.chargeItem(charge) })}
          data-testid="refund-request"
        >
          {request ? t('askAgain') : t('ask')}
        </Button>
      ) : null}
      {open ? <RefundDialog charge={charge} onClose={() => setOpen(false)} /> : null}
    </Stack>
  );
}
