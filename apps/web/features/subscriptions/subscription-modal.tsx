'use client';

import { Alert, Anchor, Button, Group, Loader, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import type { SubscriptionType } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { usePaymentMessage } from '@/features/wallet/payment-messages';
import { useFormat } from '@/lib/i18n/use-format';
import { CreatorIdentity } from '@/features/assets/creator-identity';
import { CoinIcon } from '@/features/layout/icons';
import { WALLET_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { AuthenticateStep } from './subscription-authenticate-step';
import { MethodCard, OptionCard, type Method } from './subscription-choice-cards';
import { subscriptionOptions, walletAfter, yearlySaving } from './subscription-view';
import { subscriptionModalClosed, subscriptionTypeChosen, type SubscribablePerformer } from './subscriptions.slice';
import {
  authenticatePayment,
  subscribeToPerformer,
  type SubscribeAnswer,
  type SubscribeOutcome,
} from './subscriptions.thunks';
import { usePerformerDetails } from './use-performer-details';
import { cardLabel, useSavedCards } from './use-saved-cards';

/** The dialog's content: the creator's prices first (loaded when missing), then the form. */
function SubscribeDialogBody({ performer, onDone }: { performer: SubscribablePerformer; onDone: () => void }) {
  const t = useTranslations('subscriptions.modal');
  const { details, error, reload } = usePerformerDetails(performer);
  if (details) return <SubscribeForm performer={details} onDone={onDone} />;
  if (error) {
    return <RetryAlert message={error} onRetry={() => void reload()} testId="subscription-modal" />;
  }
  return (
    <Group justify="center" py="xl" data-testid="subscription-modal">
      <Loader size="sm" aria-label={t('loading')} />
    </Group>
  );
}

/** The form for one creator; it starts afresh each time the dialog opens. */
function SubscribeForm({ performer, onDone }: { performer: SubscribablePerformer; onDone: () => void }) {
  const t = useTranslations('payment');
  const ts = useTranslations('subscriptions.modal');
  const tw = useTranslations('wallet.cards');
  const f = useFormat();
  const paymentMessage = usePaymentMessage();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings);
  const balance = useAppSelector((state) => state.user.current.balance ?? 0);
  const type = useAppSelector((state) => state.subscriptions.subscriptionType);
  const options = useMemo(() => subscriptionOptions(performer, settings), [performer, settings]);
  const option = options.find((o) => o.type === type) ?? options[0]!;
  const [method, setMethod] = useState<Method>('wallet');
  const [cardId, setCardId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [authenticating, setAuthenticating] = useState<SubscribeAnswer | null>(null);
  const [answering, setAnswering] = useState<'approve' | 'fail' | null>(null);
  const name = performer.name || performer.username || ts('thisCreator');
  const free = option.type === 'free';
  // A gateway with its own payment form (CCBill) keeps no cards here: the fan pays on its page.
  const onForm = settings.paymentGateway === 'ccbill';
  const cards = useSavedCards(!free && !onForm && method === 'card', settings.paymentGateway || 'sandbox');
  const wallet = walletAfter(balance, option.price);

  // The first saved card is picked once the list arrives.
  useEffect(() => {
    if (cardId === null && cards.items.length > 0) setCardId(cards.items[0]!.token || cards.items[0]!._id);
  }, [cardId, cards.items]);

  const finish = (outcome: SubscribeOutcome) => {
    switch (outcome.kind) {
      case 'success':
        toast.success(free ? ts('trialStarted', { name }) : ts('subscribed', { name }), ts('subscribedTitle'));
        onDone();
        return;
      case 'authenticate':
        setAuthenticating(outcome.transaction);
        return;
      case 'pending':
        toast.info(ts('processing', { name }));
        onDone();
        return;
      case 'redirected':
        toast.info(t('redirected'), t('redirectedTitle'));
        onDone();
        return;
      default:
        setAuthenticating(null);
        setError(paymentMessage(outcome.message));
    }
  };

  const confirm = async () => {
    setError(null);
    setBusy(true);
    try {
      finish(
        await dispatch(
          subscribeToPerformer({
            performerId: performer._id,
            type: option.type,
            cardId: !free && !onForm && method === 'card' ? (cardId ?? undefined) : undefined,
            method: onForm && (free || method === 'card') ? 'card' : undefined,
          }),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  const answer = async (approve: boolean) => {
    if (!authenticating) return;
    setError(null);
    setAnswering(approve ? 'approve' : 'fail');
    try {
      finish(await dispatch(authenticatePayment(authenticating._id, approve)));
    } finally {
      setAnswering(null);
    }
  };

  const blocked =
    (!free && method === 'wallet' && !wallet.enough) ||
    (!free && method === 'card' && !onForm && !cardId) ||
    (!free && option.price <= 0);
  const confirmLabel = free
    ? ts('startTrial')
    : method === 'wallet'
      ? ts('payWallet', { amount: f.money(option.price) })
      : ts('payCard', { amount: f.money(option.price) });

  return (
    <Stack gap="md" data-testid="subscription-modal">
      <CreatorIdentity
        performer={performer}
        name={name}
        avatarSize={52}
        markSize={16}
        nameTestId="subscription-performer"
        detail={performer.username ? `@${performer.username}` : null}
      />

      {authenticating ? (
        <AuthenticateStep transaction={authenticating} busy={answering} onAnswer={(a) => void answer(a)} />
      ) : (
        <>
          <Radio.Group
            value={option.type}
            onChange={(value) => {
              setError(null);
              dispatch(subscriptionTypeChosen(value as SubscriptionType));
            }}
            label={ts('choosePlan')}
            description={ts('planHint')}
          >
            <Stack gap="xs" mt="xs">
              {options.map((o) => (
                <OptionCard key={o.type} option={o} saving={yearlySaving(performer)} />
              ))}
            </Stack>
          </Radio.Group>

          {free ? null : (
            <Radio.Group
              value={method}
              onChange={(value) => {
                setError(null);
                setMethod(value as Method);
              }}
              label={ts('payWith')}
            >
              <Stack gap="xs" mt="xs">
                <MethodCard value="wallet" title={ts('wallet')}>
                  <Text size="sm" c="dimmed" data-testid="subscription-wallet-balance">
                    {wallet.enough
                      ? ts('balanceAfter', { balance: f.tokens(balance), after: f.tokens(wallet.after) })
                      : ts('balance', { balance: f.tokens(balance) })}
                  </Text>
                </MethodCard>
                <MethodCard value="card" title={onForm ? t('cardOnForm') : ts('savedCard')}>
                  <Text size="sm" c="dimmed">
                    {onForm ? t('cardOnFormDetail') : ts('chargedAgain')}
                  </Text>
                </MethodCard>
              </Stack>
            </Radio.Group>
          )}

          {!free && method === 'wallet' && !wallet.enough ? (
            <Alert color="orange" variant="light" icon={<CoinIcon size={18} />} data-testid="subscription-short">
              <Text size="sm">
                {ts('short', { amount: f.tokens(wallet.short) })}{' '}
                <Anchor component={Link} href={WALLET_PATH} size="sm" fw={600} onClick={onDone}>
                  {ts('topUp')}
                </Anchor>
              </Text>
            </Alert>
          ) : null}

          {!free && method === 'card' && !onForm ? (
            cards.loading ? (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  {ts('loadingCards')}
                </Text>
              </Group>
            ) : cards.error ? (
              <RetryAlert message={cards.error} onRetry={() => void cards.reload()} />
            ) : cards.items.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="subscription-no-cards">
                {ts('noCards')}{' '}
                <Anchor component={Link} href={WALLET_PATH} size="sm" onClick={onDone}>
                  {ts('addCard')}
                </Anchor>
              </Text>
            ) : (
              <Select
                label={ts('card')}
                data={cards.items.map((card) => ({
                  value: card.token || card._id,
                  label: cardLabel(card, tw('unknownBrand')),
                }))}
                value={cardId}
                onChange={setCardId}
                allowDeselect={false}
                data-testid="subscription-card-select"
              />
            )
          ) : null}

          {error ? (
            <Alert color="red" variant="light" role="alert" data-testid="subscription-error">
              {error}
            </Alert>
          ) : null}

          <Stack gap={6}>
            <Button
              radius="xl"
              size="md"
              fullWidth
              onClick={() => void confirm()}
              loading={busy}
              disabled={blocked}
              data-testid="subscription-confirm"
            >
              {confirmLabel}
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              {free && !onForm ? ts('trialNote') : ts('cancelNote')}
            </Text>
          </Stack>
        </>
      )}
    </Stack>
  );
}

/**
 * The subscribe dialog (spec section 3: showModal, performer, subscriptionType), opened from a
 * creator's profile or a locked item: a plan (yearly by default), the wallet or a saved card, and
 * the confirm step when the card asks for it.
 */
export function SubscriptionModal() {
  const t = useTranslations('subscriptions.modal');
  const dispatch = useAppDispatch();
  const opened = useAppSelector((state) => state.subscriptions.showModal);
  const current = useAppSelector((state) => state.subscriptions.performer);
  // The last creator stays in the dialog while it fades out.
  const last = useRef<SubscribablePerformer | null>(null);
  if (current) last.current = current;
  const performer = current ?? last.current;
  const close = useCallback(() => dispatch(subscriptionModalClosed()), [dispatch]);
  const name = performer?.name || performer?.username || t('creator');
  return (
    <Modal
      opened={opened && current !== null}
      onClose={close}
      title={t('title', { name })}
      centered
      radius="lg"
      size="md"
    >
      {performer ? <SubscribeDialogBody key={performer._id} performer={performer} onDone={close} /> : null}
    </Modal>
  );
}
