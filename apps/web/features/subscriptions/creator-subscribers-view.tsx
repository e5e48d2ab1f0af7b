'use client';

import { Avatar, Badge, Box, Group, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { CardList, DataTable } from '@/lib/ui/data-list';
import { useMediaQuery } from '@mantine/hooks';
import type { Subscription } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { UsersIcon } from '@/features/layout/icons';
import { RetryAlert } from '@/lib/ui/retry-alert';
import { SearchForm } from '@/features/search/search-form';
import { StudioHeader } from '@/features/studio/studio-header';
import { StudioEmpty } from '@/features/studio/studio-list';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { useFormat } from '@/lib/i18n/use-format';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { STATE_COLORS, subscriptionState } from './subscription-view';
import { useSubscriptionLabels } from './use-subscription-labels';
import { ListPagination } from '@/lib/list-query/list-pagination';

const PAGE_SIZE = 20;

/** Status filters of GET /subscriptions/performer/search (contract 3.19); '' is "All statuses". */
export const SUBSCRIBER_STATUS_FILTERS = ['', 'active', 'suspended', 'deactivated'] as const;

/** Plan filters; '' is "All plans". */
export const SUBSCRIBER_TYPE_FILTERS = ['', 'yearly', 'monthly', 'free'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function Filters({
  q,
  status,
  type,
  onChange,
}: {
  q: string;
  status: string;
  type: string;
  onChange: (filters: Record<string, string>) => void;
}) {
  const t = useTranslations('subscriptions');
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  // The list's two choices beside the search.
  const choices = [
    {
      key: 'status',
      label: t('subscribers.status'),
      data: SUBSCRIBER_STATUS_FILTERS.map((value) => ({
        value,
        label: value ? t(`subscribers.statusFilter.${value}`) : t('subscribers.allStatuses'),
      })),
      w: 170,
      testId: 'subscribers-status',
    },
    {
      key: 'subscriptionType',
      label: t('subscribers.plan'),
      data: SUBSCRIBER_TYPE_FILTERS.map((value) => ({
        value,
        label: value ? t(`plan.${value}`) : t('subscribers.allPlans'),
      })),
      w: 150,
      testId: 'subscribers-type',
    },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() });
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchForm
          value={search}
          onChange={setSearch}
          onSubmit={submit}
          field={{
            'aria-label': t('subscribers.search'),
            placeholder: t('subscribers.search'),
            'data-testid': 'subscribers-search',
          }}
          style={{ flex: '1 1 260px' }}
        />
        {choices.map((choice) => (
          <Select
            key={choice.key}
            aria-label={choice.label}
            data={choice.data}
            value={choice.key === 'status' ? status : type}
            onChange={(value) => onChange({ [choice.key]: value ?? '' })}
            allowDeselect={false}
            w={{ base: '100%', xs: choice.w }}
            data-testid={choice.testId}
          />
        ))}
      </Group>
    </Paper>
  );
}

/** The fan's avatar, name and @username. */
function FanIdentity({ subscription, miw }: { subscription: Subscription; miw?: number }) {
  const t = useTranslations('subscriptions.subscribers');
  const fan = subscription.userInfo;
  return (
    <Group gap="sm" wrap="nowrap" miw={miw}>
      <Avatar src={fan?.avatar || DEFAULT_AVATAR} alt="" radius="xl" size={36} />
      <Box miw={0}>
        <Text fw={600} size="sm" truncate>
          {fan?.name || fan?.username || t('aFan')}
        </Text>
        {fan?.username ? (
          <Text size="xs" c="dimmed" truncate>
            @{fan.username}
          </Text>
        ) : null}
      </Box>
    </Group>
  );
}

/** What the fan pays: "Free" for the trial, else the plan's price. */
function usePriceOf() {
  const tc = useTranslations('common');
  const f = useFormat();
  return (subscription: Subscription) =>
    subscription.subscriptionType === 'free' ? tc('free') : f.money(subscription.price);
}

function SubscriberRow({ subscription }: { subscription: Subscription }) {
  const f = useFormat();
  const labels = useSubscriptionLabels();
  const priceOf = usePriceOf();
  const state = subscriptionState(subscription);
  return (
    <Table.Tr data-testid="subscriber-row" data-user-id={subscription.userId}>
      <Table.Td>
        <FanIdentity subscription={subscription} />
      </Table.Td>
      <Table.Td>{labels.plan(subscription.subscriptionType)}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={STATE_COLORS[state]} radius="xl">
          {labels.state(state)}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">{priceOf(subscription)}</Table.Td>
      <Table.Td>{f.date(subscription.startRecurringDate || subscription.createdAt)}</Table.Td>
      <Table.Td>{f.date(subscription.expiredAt)}</Table.Td>
    </Table.Tr>
  );
}

/** One subscriber as a card, for phones. */
function SubscriberCard({ subscription }: { subscription: Subscription }) {
  const t = useTranslations('subscriptions.subscribers');
  const f = useFormat();
  const labels = useSubscriptionLabels();
  const priceOf = usePriceOf();
  const state = subscriptionState(subscription);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="subscriber-row" data-user-id={subscription.userId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <FanIdentity subscription={subscription} miw={0} />
        <Badge variant="light" color={STATE_COLORS[state]} radius="xl" style={{ flexShrink: 0 }}>
          {labels.state(state)}
        </Badge>
      </Group>
      <Text size="sm" mt={6}>
        {labels.plan(subscription.subscriptionType)} · {priceOf(subscription)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('sinceExpires', {
          since: f.date(subscription.startRecurringDate || subscription.createdAt),
          expires: f.date(subscription.expiredAt),
        })}
      </Text>
    </Paper>
  );
}

/** /creator/subscribers: who subscribes, on which plan, since and until when; filtered and paged in the address. */
export function CreatorSubscribersView() {
  const t = useTranslations('subscriptions.subscribers');
  const tc = useTranslations('common');
  const list = useListQuery({ pageSize: PAGE_SIZE });
  const q = text(list.filters.q);
  const status = text(list.filters.status);
  const type = text(list.filters.subscriptionType);
  const page = useAssetPage<Subscription>('/subscriptions/performer/search', list.apiParams);
  const pages = Math.max(1, Math.ceil(page.total / list.pageSize));
  const filtered = q !== '' || status !== '' || type !== '';
  const phone = useMediaQuery('(max-width: 36em)');

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <StudioHeader
        title={t('title')}
        subtitle={page.loaded ? t('count', { count: page.total }) : tc('loading')}
        testId="subscribers-total"
      />
      <Filters q={q} status={status} type={type} onChange={(filters) => list.setFilters(filters)} />
      {page.error ? <RetryAlert message={page.error} onRetry={() => void page.reload()} /> : null}
      {!page.loaded && page.loading ? (
        <Stack gap="xs" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={48} radius="md" />
          ))}
        </Stack>
      ) : page.loaded && page.items.length === 0 && !page.error ? (
        <StudioEmpty
          icon={<UsersIcon size={28} />}
          title={filtered ? t('noMatch') : t('none')}
          description={filtered ? t('noMatchText') : t('noneText')}
          testId="subscribers-empty"
        />
      ) : page.items.length > 0 && phone ? (
        <CardList loading={page.loading} label={t('title')} testId="subscribers-table">
          {page.items.map((subscription) => (
            <SubscriberCard key={subscription._id} subscription={subscription} />
          ))}
        </CardList>
      ) : page.items.length > 0 ? (
        <DataTable
          loading={page.loading}
          minWidth={720}
          testId="subscribers-table"
          columns={[
            t('cols.fan'),
            t('cols.plan'),
            t('cols.status'),
            t('cols.price'),
            t('cols.since'),
            t('cols.expires'),
          ]}
          right={[t('cols.price')]}
        >
          {page.items.map((subscription) => (
            <SubscriberRow key={subscription._id} subscription={subscription} />
          ))}
        </DataTable>
      ) : null}
      <ListPagination pages={pages} page={list.current} onPage={(p) => list.setPage(p)} />
    </Stack>
  );
}
