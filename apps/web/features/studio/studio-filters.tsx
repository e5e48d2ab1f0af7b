'use client';

import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSearchDraft } from '@/features/assets/use-search-draft';
import { SearchForm } from '@/features/search/search-form';

/** The statuses a list is filtered by (`studio.filters.<value>`). */
export const STATUS_FILTERS = ['all', 'active', 'inactive', 'draft'] as const;

/** A search box and one row of choices, both kept in the address by the page. */
export function StudioFilters({
  q,
  onSearch,
  placeholder,
  searchLabel = placeholder,
  choice,
  choices,
  onChoice,
  choiceLabel,
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
  const t = useTranslations('studio');
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
          data={choices ?? STATUS_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
          aria-label={choiceLabel ?? t('status.label')}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
      </Stack>
    </Paper>
  );
}
