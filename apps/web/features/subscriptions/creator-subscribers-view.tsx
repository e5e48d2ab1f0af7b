'use client';

import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  EmptyState,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Subscription } from '@fanlane/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { SearchIcon, UsersIcon } from '@/features/layout/icons';
import { StudioHeader, countLine } from '@/features/studio/studio-header';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { STATE_BADGES, formatMoney, shortDate, subscriptionState, typeLabel } from './subscription-view';
import { ListPagination } from '@/lib/list-query/list-pagination';

const PAGE_SIZE = 20;

/** Status filters of GET /subscriptions/performer/search (contract 3.19). */
export const SUBSCRIBER_STATUS_FILTERS = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Expired' },
  { value: 'deactivated', label: 'Cancelled' },
];

export const SUBSCRIBER_TYPE_FILTERS = [
  { value: '', label: 'All plans' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'free', label: 'Free trial' },
];

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
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() });
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <form onSubmit={submit} role="search" style={{ flex: '1 1 260px' }}>
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <TextInput
              aria-label="Search subscribers by name"
              placeholder="Search subscribers by name"
              leftSection={<SearchIcon size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: 1 }}
              data-testid="subscribers-search"
            />
            <Button type="submit" variant="light" radius="xl">
              Search
            </Button>
          </Group>
        </form>
        <Select
          aria-label="Status"
          data={SUBSCRIBER_STATUS_FILTERS}
          value={status}
          onChange={(value) => onChange({ status: value ?? '' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 170 }}
          data-testid="subscribers-status"
        />
        <Select
          aria-label="Plan"
          data={SUBSCRIBER_TYPE_FILTERS}
          value={type}
          onChange={(value) => onChange({ subscriptionType: value ?? '' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 150 }}
          data-testid="subscribers-type"
        />
      </Group>
    </Paper>
  );
}

function SubscriberRow({ subscription }: { subscription: Subscription }) {
  const fan = subscription.userInfo;
  const name = fan?.name || fan?.username || 'A fan';
  const badge = STATE_BADGES[subscriptionState(subscription)];
  return (
    <Table.Tr data-testid="subscriber-row" data-user-id={subscription.userId}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={fan?.avatar || DEFAULT_AVATAR} alt="" radius="xl" size={36} />
          <Box miw={0}>
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            {fan?.username ? (
              <Text size="xs" c="dimmed" truncate>
                @{fan.username}
              </Text>
            ) : null}
          </Box>
        </Group>
      </Table.Td>
      <Table.Td>{typeLabel(subscription.subscriptionType)}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={badge.color} radius="xl">
          {badge.label}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">
        {subscription.subscriptionType === 'free' ? 'Free' : formatMoney(subscription.price)}
      </Table.Td>
      <Table.Td>{shortDate(subscription.startRecurringDate || subscription.createdAt)}</Table.Td>
      <Table.Td>{shortDate(subscription.expiredAt)}</Table.Td>
    </Table.Tr>
  );
}

/** One subscriber as a card, for phones. */
function SubscriberCard({ subscription }: { subscription: Subscription }) {
  const fan = subscription.userInfo;
  const name = fan?.name || fan?.username || 'A fan';
  const badge = STATE_BADGES[subscriptionState(subscription)];
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="subscriber-row" data-user-id={subscription.userId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={fan?.avatar || DEFAULT_AVATAR} alt="" radius="xl" size={36} />
          <Box miw={0}>
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            {fan?.username ? (
              <Text size="xs" c="dimmed" truncate>
                @{fan.username}
              </Text>
            ) : null}
          </Box>
        </Group>
        <Badge variant="light" color={badge.color} radius="xl" style={{ flexShrink: 0 }}>
          {badge.label}
        </Badge>
      </Group>
      <Text size="sm" mt={6}>
        {typeLabel(subscription.subscriptionType)} ·{' '}
        {subscription.subscriptionType === 'free' ? 'Free' : formatMoney(subscription.price)}
      </Text>
      <Text size="xs" c="dimmed">
        Since {shortDate(subscription.startRecurringDate || subscription.createdAt)} · expires{' '}
        {shortDate(subscription.expiredAt)}
      </Text>
    </Paper>
  );
}

/** /creator/subscribers: who subscribes, on which plan, since and until when; filtered and paged in the address. */
export function CreatorSubscribersView() {
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
        title="Subscribers"
        subtitle={countLine(page.loaded, page.total, 'subscriber')}
        testId="subscribers-total"
      />
      <Filters q={q} status={status} type={type} onChange={(filters) => list.setFilters(filters)} />
      {page.error ? (
        <Alert color="red" variant="light" role="alert">
          <Group gap="xs" justify="space-between">
            <Text size="sm">{page.error}</Text>
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => void page.reload()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : null}
      {!page.loaded && page.loading ? (
        <Stack gap="xs" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={48} radius="md" />
          ))}
        </Stack>
      ) : page.loaded && page.items.length === 0 && !page.error ? (
        <Paper withBorder radius="lg" p="lg">
          <EmptyState
            variant="light"
            icon={<UsersIcon size={28} />}
            title={filtered ? 'No subscribers match' : 'No subscribers yet'}
            description={
              filtered
                ? 'Try another name, status or plan.'
                : 'Fans who subscribe to you show up here, with their plan and dates.'
            }
            py="xl"
            data-testid="subscribers-empty"
          />
        </Paper>
      ) : page.items.length > 0 && phone ? (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none', opacity: page.loading ? 0.6 : 1 }}
          aria-busy={page.loading}
          aria-label="Subscribers"
          data-testid="subscribers-table"
        >
          {page.items.map((subscription) => (
            <SubscriberCard key={subscription._id} subscription={subscription} />
          ))}
        </Stack>
      ) : page.items.length > 0 ? (
        <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={720}>
            <Table
              verticalSpacing="sm"
              horizontalSpacing="md"
              highlightOnHover
              aria-busy={page.loading}
              style={{ opacity: page.loading ? 0.6 : 1 }}
              data-testid="subscribers-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fan</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  <Table.Th>Since</Table.Th>
                  <Table.Th>Expires</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((subscription) => (
                  <SubscriberRow key={subscription._id} subscription={subscription} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
      <ListPagination pages={pages} page={list.current} onPage={(p) => list.setPage(p)} />
    </Stack>
  );
}
