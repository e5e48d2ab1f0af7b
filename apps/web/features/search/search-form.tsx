'use client';

import { Button, Group, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { CSSProperties, FormEvent } from 'react';
import { SearchIcon } from '@/features/layout/icons';

/**
 * A list's search box: the text field (magnifier on the left) and its Search button, submitted as a
 * `role="search"` form. `field` names it: a visible `label` or an `aria-label`, the placeholder, a test id.
 */
export function SearchForm({
  value,
  onChange,
  onSubmit,
  field,
  style,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  field: { label?: string; 'aria-label'?: string; placeholder: string; 'data-testid'?: string };
  style?: CSSProperties;
}) {
  const t = useTranslations('search.form');
  return (
    <form onSubmit={onSubmit} role="search" style={style}>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          {...field}
          leftSection={<SearchIcon size={16} />}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" radius="xl">
          {t('submit')}
        </Button>
      </Group>
    </form>
  );
}
