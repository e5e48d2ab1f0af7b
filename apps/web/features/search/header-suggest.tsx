'use client';

import { Autocomplete, Avatar, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRouter } from 'next/navigation';
import { SearchIcon } from '@/features/layout/icons';
import { profilePath } from '@/lib/routes';
import { useHeaderFieldText } from './header-field';
import { useCreatorSuggestionsQuery } from './search.api';

/** Suggestions start after this many characters. */
const MIN_CHARS = 2;

/**
 * The header's search box once a visitor uses it (loaded on first focus, so pages do not pay for
 * it up front): creators suggested as you type; choosing one opens the profile.
 */
export function HeaderSuggest({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const text = useHeaderFieldText();
  const router = useRouter();
  const [debounced] = useDebouncedValue(value.trim(), 200);
  const { data } = useCreatorSuggestionsQuery(debounced, { skip: debounced.length < MIN_CHARS });
  const creators = debounced.length >= MIN_CHARS ? (data?.data ?? []) : [];
  const byUsername = new Map(creators.map((c) => [c.username || c._id, c]));
  return (
    <Autocomplete
      autoFocus
      {...text}
      leftSection={<SearchIcon size={16} />}
      radius="xl"
      value={value}
      onChange={onChange}
      data={[...byUsername.keys()]}
      filter={({ options }) => options}
      limit={5}
      onOptionSubmit={(username) => {
        onChange('');
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
  );
}
