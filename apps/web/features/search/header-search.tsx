'use client';

import { ActionIcon, Autocomplete, Avatar, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { SearchIcon } from '@/features/layout/icons';
import { SEARCH_PATH, profilePath, searchPath } from '@/lib/routes';
import { useCreatorSuggestionsQuery } from './search.api';

/** Suggestions start after this many characters. */
const MIN_CHARS = 2;

/**
 * The header's search box: creators suggested as you type (name or username, typos forgiven);
 * choosing one opens the profile, Enter opens the search page. On phones, an icon to /search.
 */
export function HeaderSearch() {
  const t = useTranslations('search');
  const router = useRouter();
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), 200);
  const { data } = useCreatorSuggestionsQuery(debounced, { skip: debounced.length < MIN_CHARS });
  const creators = debounced.length >= MIN_CHARS ? (data?.data ?? []) : [];
  const byUsername = new Map(creators.map((c) => [c.username || c._id, c]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) router.push(searchPath(value.trim()));
  };

  return (
    <>
      <form role="search" onSubmit={submit} style={{ flex: '0 1 260px', minWidth: 0 }} data-testid="header-search">
        <Autocomplete
          visibleFrom="md"
          type="search"
          aria-label={t('label')}
          placeholder={t('placeholder')}
          leftSection={<SearchIcon size={16} />}
          radius="xl"
          value={value}
          onChange={setValue}
          data={[...byUsername.keys()]}
          filter={({ options }) => options}
          limit={5}
          onOptionSubmit={(username) => {
            setValue('');
            router.push(profilePath(username));
          }}
          renderOption={({ option }) => {
            const creator = byUsername.get(option.value);
            return (
              <Group gap="sm" wrap="nowrap">
                <Avatar src={creator?.avatar || null} size={28} radius="xl" alt="" />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {creator?.name || option.value}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    @{option.value}
                  </Text>
                </div>
              </Group>
            );
          }}
          comboboxProps={{ zIndex: 1100 }}
          data-testid="header-search-input"
        />
      </form>
      <ActionIcon
        component={Link}
        href={SEARCH_PATH}
        hiddenFrom="md"
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={t('label')}
      >
        <SearchIcon size={18} />
      </ActionIcon>
    </>
  );
}
