'use client';

import {
  Alert,
  Badge,
  Box,
  Button,
  Collapse,
  EmptyState,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, useTransition, type FormEvent } from 'react';
import { StarIcon } from '@/features/layout/icons';
import { SearchForm } from '@/features/search/search-form';
import { countryItems, optionItems } from '@/features/reference/reference';
import { useOptionText } from '@/features/reference/use-option-text';
import { useReference } from '@/features/reference/use-reference';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { useCategoryItems } from './categories.api';
import { CreatorCard } from './creator-card';
import type { ExploreRows as ExploreRowsData } from './creators.server';
import { ExploreRows } from './explore-rows';
import {
  CREATOR_LIST_DEFAULTS,
  CREATOR_SORTS,
  OPTION_FILTERS,
  PRICE_CAPS,
  cleanCreatorFilters,
  isCreatorSort,
} from './creator-filters';
import type { CreatorSummary } from './creator.types';
import { ListPagination } from '@/lib/list-query/list-pagination';
import { TrendingKeywords } from '@/features/search/trending-keywords';
import { formatMoney } from '@/lib/i18n/format';
import { ListHeading } from '@/lib/ui/list-heading';

export interface CreatorsBrowserProps {
  items: CreatorSummary[];
  total: number;
  error: string | null;
  /** Explore's rows (featured, new, top, random), shown above the filters on the unfiltered first page. */
  rows?: ExploreRowsData;
}

/**
 * /creators: text search, sort, country, free trial and the option-list filters, all kept in the
 * address query (useListQuery), so a filtered list can be reloaded, shared and navigated back to.
 * The server renders each page of results; this component only changes the address.
 */
export function CreatorsBrowser({ items, total, error, rows }: CreatorsBrowserProps) {
  const list = useListQuery(CREATOR_LIST_DEFAULTS);
  const [pending, startTransition] = useTransition();
  const countries = useReference('countries');
  const categories = useCategoryItems();
  const t = useTranslations('creators.categories');
  const te = useTranslations('creators.explore');
  const tb = useTranslations('creators.browser');
  const locale = useLocale();
  const say = useOptionText();
  const filters = cleanCreatorFilters(list.filters);
  const [q, setQ] = useState(filters.q ?? '');
  const optionCount = OPTION_FILTERS.filter((f) => f.key !== 'gender' && filters[f.key]).length;
  const [moreOpen, more] = useDisclosure(optionCount > 0);
  const sortBy = isCreatorSort(list.sortBy) ? list.sortBy : 'online';
  const pages = Math.max(1, Math.ceil(total / list.pageSize));
  const activeCount = Object.keys(filters).length;

  useEffect(() => setQ(filters.q ?? ''), [filters.q]);

  const setFilter = (key: string, value: string | null) =>
    startTransition(() => list.setFilters({ [key]: value ?? '' }));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', q.trim());
  };

  const select = (key: string, label: string, data: { value: string; label: string }[], searchable = false) => (
    <Select
      key={key}
      label={label}
      placeholder={tb('any')}
      data={data}
      value={filters[key] ?? null}
      onChange={(value) => setFilter(key, value)}
      clearable
      searchable={searchable}
      comboboxProps={{ withinPortal: true }}
      data-testid={`filter-${key}`}
    />
  );

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <ListHeading
        title={tb('title')}
        count={activeCount > 0 ? tb('matching', { count: total }) : tb('total', { count: total })}
        testId="creators-total"
        action={
          <Select
            label={tb('sortBy')}
            data={CREATOR_SORTS.map((s) => ({ value: s.value, label: tb(`sorts.${s.value}`) }))}
            value={sortBy}
            onChange={(value) => value && startTransition(() => list.setSort(value, 'desc'))}
            allowDeselect={false}
            w={200}
            data-testid="sort"
          />
        }
      />

      <TrendingKeywords />
      {rows?.length ? (
        <>
          <ExploreRows rows={rows} />
          <Title order={2} fz={20}>
            {te('all')}
          </Title>
        </>
      ) : null}

      <Paper withBorder radius="lg" p="md" component="section" aria-label={tb('filters')}>
        <Stack gap="md">
          <SearchForm
            value={q}
            onChange={setQ}
            onSubmit={onSearch}
            field={{ label: tb('search'), placeholder: tb('searchPlaceholder'), 'data-testid': 'creators-search' }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {select('gender', tb('gender'), optionItems(OPTION_FILTERS[0]!.options, say))}
            {select('country', tb('country'), countryItems(countries.data), true)}
            {select('categoryIds', t('filter'), categories, true)}
            {select(
              'maxPrice',
              te('price'),
              PRICE_CAPS.map((cap) => ({
                value: cap,
                label: te('priceUpTo', { price: formatMoney(locale, Number(cap)) }),
              })),
            )}
            <Stack gap="xs" pt={{ base: 0, md: 24 }}>
              <Switch
                label={tb('freeTrialOnly')}
                checked={filters.isFreeSubscription === 'true'}
                onChange={(event) => setFilter('isFreeSubscription', event.currentTarget.checked ? 'true' : '')}
              />
              <Switch
                label={te('liveNow')}
                checked={filters.streamingStatus === 'live'}
                onChange={(event) => setFilter('streamingStatus', event.currentTarget.checked ? 'live' : '')}
                data-testid="filter-live"
              />
            </Stack>
          </SimpleGrid>
          <Collapse expanded={moreOpen} id="more-filters">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              {OPTION_FILTERS.filter((f) => f.key !== 'gender').map((f) =>
                select(f.key, say(f.label), optionItems(f.options, say)),
              )}
            </SimpleGrid>
          </Collapse>
          <Group justify="space-between" gap="xs">
            <Button
              variant="subtle"
              radius="xl"
              onClick={more.toggle}
              aria-expanded={moreOpen}
              aria-controls="more-filters"
              rightSection={
                optionCount > 0 ? (
                  <Badge size="sm" circle>
                    {optionCount}
                  </Badge>
                ) : null
              }
            >
              {moreOpen ? tb('fewerFilters') : tb('moreFilters')}
            </Button>
            {activeCount > 0 ? (
              <Button
                variant="subtle"
                color="gray"
                radius="xl"
                onClick={() => startTransition(() => list.setFilters({}, true))}
              >
                {tb('clearFilters')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Paper>

      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}

      <Box style={{ opacity: pending ? 0.55 : 1, transition: 'opacity 120ms ease' }} aria-busy={pending}>
        {items.length > 0 ? (
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="lg" data-testid="creators-grid">
            {items.map((creator) => (
              <CreatorCard key={creator._id} creator={creator} />
            ))}
          </SimpleGrid>
        ) : error ? null : (
          <EmptyState
            variant="light"
            icon={<StarIcon size={28} />}
            title={activeCount > 0 ? tb('noMatch') : tb('none')}
            description={activeCount > 0 ? tb('noMatchHint') : tb('noneHint')}
            py={48}
            data-testid="creators-none"
          />
        )}
      </Box>

      <ListPagination pages={pages} page={list.current} onPage={(page) => startTransition(() => list.setPage(page))} />
    </Stack>
  );
}
