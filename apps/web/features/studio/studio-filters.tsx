'use client';

import { Button, Group, Paper, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { SearchIcon } from '@/features/layout/icons';

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
  choice,
  choices = STATUS_FILTERS,
  onChoice,
  choiceLabel = 'Status',
}: {
  q: string;
  onSearch: (q: string) => void;
  placeholder: string;
  choice: string;
  choices?: { value: string; label: string }[];
  onChoice: (value: string) => void;
  choiceLabel?: string;
}) {
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.trim());
  };
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <form onSubmit={submit} role="search">
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <TextInput
              aria-label={placeholder}
              placeholder={placeholder}
              leftSection={<SearchIcon size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="light" radius="xl">
              Search
            </Button>
          </Group>
        </form>
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
