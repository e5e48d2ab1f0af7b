'use client';

import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { useSearchDraft } from '@/features/assets/use-search-draft';
import { SearchForm } from '@/features/search/search-form';

export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Published' },
  { value: 'inactive', label: 'Hidden' },
  { value: 'draft', label: 'Drafts' },
];

/** A search box and one row of choices, both kept in the address by the page. */
export function StudioFilters({
  q,
  onSearch,
  placeholder,
  searchLabel = placeholder,
  choice,
  choices = STATUS_FILTERS,
  onChoice,
  choiceLabel = 'Status',
}: {
  q: string;
  onSearch: (q: string) => void;
  placeholder: string;
  /** The search box's accessible name, when it is not the placeholder. */
  searchLabel?: string;
  choice: string;
  choices?: { value: string; label: string }[];
  onChoice: (value: string) => void;
  choiceLabel?: string;
}) {
  const search = useSearchDraft(q, onSearch);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <SearchForm
          value={search.value}
          onChange={search.setValue}
          onSubmit={search.submit}
          field={{ 'aria-label': searchLabel, placeholder }}
        />
        <SegmentedControl
          radius="xl"
          value={choice}
          onChange={onChoice}
          data={choices}
          aria-label={choiceLabel}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
      </Stack>
    </Paper>
  );
}
