'use client';

import type { ItemHandlers } from '@/lib/ui/list-row-card';
import { Anchor, Avatar, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Subscription } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { AssetGrid } from '@/features/assets/asset-grid';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { pagedGridProps } from '@/features/assets/paged-grid';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { CompassIcon, StarIcon } from '@/features/layout/icons';
import { StudioEmpty } from '@/features/studio/studio-list';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { useFormat } from '@/lib/i18n/use-format';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { CREATORS_PATH, profilePath } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { ListHeading } from '@/lib/ui/list-heading';
import { STATE_COLORS, canCancel, subscriptionState, type SubscriptionState } from './subscription-view';
import { subscriptionModalOpened } from './subscriptions.slice';
import { cancelSubscription } from './subscriptions.thunks';
import { useSubscriptionLabels } from './use-subscription-labels';

const PAGE_SIZE = 10;

/** Wallet payments are made by the site itself ('system'); anything else is a card gateway. */
const paidByWallet = (gateway: string) => gateway === 'system' || gateway === 'wallet';

/** The creator's avatar, name (a link to their profile when known) and @username. */
function CreatorColumn({
  creator,
  name,
  href,
}: {
  creator: Subscription['performerInfo'];
  name: string;
  href: string | null;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 260px' }}>
      <Avatar src={creator?.avatar || DEFAULT_AVATAR} alt="" size={48} radius="xl" />
      <Box miw={0}>
        {href ? (
          <Anchor component={Link} href={href} fw={700} c="inherit" truncate="end" display="block">
            {name}
          </Anchor>
        ) : (
          <Text fw={700} truncate>
            {name}
          </Text>
        )}
        {creator?.username ? (
          <Text size="sm" c="dimmed" truncate>
            @{creator.username}
          </Text>
        ) : null}
      </Box>
    </Group>
  );
}

/** The state and the plan with its price, the next date, and since when (paid from the wallet or by card). */
function PlanColumn({ subscription, state }: { subscription: Subscription; state: SubscriptionState }) {
  const t = useTranslations('subscriptions.mine');
  const tc = useTranslations('common');
  const f = useFormat();
  const labels = useSubscriptionLabels();
  const free = subscription.subscriptionType === 'free';
  return (
    <Stack gap={4} style={{ flex: '1 1 220px' }}>
      <Group gap={6}>
        <Badge variant="light" color={STATE_COLORS[state]} radius="xl" data-testid="subscription-status">
          {labels.state(state)}
        </Badge>
        <Badge variant="default" radius="xl" tt="none">
          {labels.plan(subscription.subscriptionType)}
        </Badge>
        <Text size="sm" fw={600}>
          {free
            ? tc('free')
            : subscription.subscriptionType === 'yearly'
              ? t('perYear', { price: f.money(subscription.price) })
              : subscription.subscriptionType === 'monthly'
                ? t('perMonth', { price: f.money(subscription.price) })
                : f.money(subscription.price)}
        </Text>
      </Group>
      <Text size="sm" data-testid="subscription-date-line">
        {labels.dateLine(subscription)}
      </Text>
      <Text size="xs" c="dimmed">
        {free
          ? t('since', { date: f.date(subscription.createdAt) })
          : paidByWallet(subscription.paymentGateway)
            ? t('sinceWallet', { date: f.date(subscription.createdAt) })
            : t('sinceCard', { date: f.date(subscription.createdAt) })}
      </Text>
    </Stack>
  );
}

/** The row's buttons: the creator's profile, Cancel while it can be cancelled, Renew once it has ended. */
function SubscriptionActions({
  subscription,
  state,
  name,
  href,
  onCancel,
  onRenew,
}: {
  subscription: Subscription;
  state: SubscriptionState;
  name: string;
  href: string | null;
} & ItemHandlers<Subscription, 'onCancel' | 'onRenew'>) {
  const t = useTranslations('subscriptions.mine');
  const tc = useTranslations('common');
  const tb = useTranslations('subscriptions.button');
  return (
    <Group gap="xs" style={{ flex: '0 0 auto' }}>
      {href ? (
        <Button component={Link} href={href} variant="default" radius="xl" size="xs">
          {tb('viewProfile')}
        </Button>
      ) : null}
      {canCancel(subscription) ? (
        <Button
          variant="light"
          color="red"
          radius="xl"
          size="xs"
          onClick={() => onCancel(subscription)}
          aria-label={t('cancelAria', { name })}
          data-testid="subscription-cancel"
        >
          {tc('cancel')}
        </Button>
      ) : null}
      {(state === 'expired' || state === 'cancelled') && subscription.performerInfo ? (
        <Button radius="xl" size="xs" onClick={() => onRenew(subscription)} data-testid="subscription-renew">
          {t('renew')}
        </Button>
      ) : null}
    </Group>
  );
}

function SubscriptionRow({
  subscription,
  ...handlers
}: { subscription: Subscription } & ItemHandlers<Subscription, 'onCancel' | 'onRenew'>) {
  const t = useTranslations('subscriptions.mine');
  const creator = subscription.performerInfo;
  const name = creator?.name || creator?.username || t('aCreator');
  const href = creator ? profilePath(creator.username || creator._id) : null;
  const state = subscriptionState(subscription);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={{ flex: 1 }}
      data-testid="subscription-row"
      data-performer-id={subscription.performerId}
      data-state={state}
    >
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <CreatorColumn creator={creator} name={name} href={href} />
        <PlanColumn subscription={subscription} state={state} />
        <SubscriptionActions subscription={subscription} state={state} name={name} href={href} {...handlers} />
      </Group>
    </Paper>
  );
}

/**
 * /user/subscriptions: the fan's subscriptions with their status and dates; cancelling asks first
 * and keeps access until the period ends.
 */
export function MySubscriptionsView() {
  const t = useTranslations('subscriptions.mine');
  const tm = useTranslations('subscriptions.modal');
  const f = useFormat();
  const dispatch = useAppDispatch();
  const list = useListQuery({ pageSize: PAGE_SIZE });
  const page = useAssetPage<Subscription>('/subscriptions/user/search', {
    limit: list.apiParams.limit,
    offset: list.apiParams.offset,
    sort: list.apiParams.sort,
    sortBy: list.apiParams.sortBy,
  });
  const [cancelling, setCancelling] = useState<Subscription | null>(null);

  // Subscribing again (from the dialog) or cancelling changes the store's list: show it here too.
  const storeList = useAppSelector((state) => state.subscriptions.userSubscriptions);
  const seen = useRef(storeList);
  const { reload } = page;
  useEffect(() => {
    if (seen.current === storeList) return;
    seen.current = storeList;
    void reload({ quiet: true });
  }, [storeList, reload]);

  const cancellingName = cancelling?.performerInfo?.name || cancelling?.performerInfo?.username || tm('thisCreator');

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <ListHeading
        title={t('title')}
        count={t('count', { count: page.total })}
        loading={!page.loaded}
        testId="subscriptions-total"
      />
      <AssetGrid
        {...pagedGridProps(page, list)}
        cols={{ base: 1 }}
        skeletonHeight={96}
        label={t('title')}
        render={(subscription) => (
          <SubscriptionRow
            subscription={subscription}
            onCancel={setCancelling}
            onRenew={(s) => s.performerInfo && dispatch(subscriptionModalOpened({ performer: s.performerInfo }))}
          />
        )}
        empty={
          <StudioEmpty
            icon={<StarIcon size={28} />}
            title={t('empty')}
            description={t('emptyText')}
            testId="subscriptions-empty"
            action={
              <Button component={Link} href={CREATORS_PATH} radius="xl" leftSection={<CompassIcon size={16} />}>
                {t('explore')}
              </Button>
            }
          />
        }
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('cancelTitle')}
        message={cancelling ? t('cancelMessage', { name: cancellingName, date: f.date(cancelling.expiredAt) }) : ''}
        confirmLabel={t('cancelConfirm')}
        keepLabel={t('keep')}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          await dispatch(cancelSubscription(cancelling));
          toast.success(t('cancelled', { date: f.date(cancelling.expiredAt) }));
        }}
      />
    </Stack>
  );
}
