'use client';

import { ActionIcon, Box, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { useRouter } from 'next/navigation';
import { useState, type ComponentType, type FormEvent } from 'react';
import { SearchIcon } from '@/features/layout/icons';
import { SEARCH_PATH, searchPath } from '@/lib/routes';
import { useHeaderFieldLook } from './header-field';

interface SuggestProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The header's search box: a plain field until first focus, then the suggesting box (its code and
 * the suggestions' API load only then, off every page's first load). Enter opens the search page.
 * On phones, an icon to /search.
 */
export function HeaderSearch() {
  const t = useTranslations('search');
  const router = useRouter();
  const [value, setValue] = useState('');
  const [Suggest, setSuggest] = useState<ComponentType<SuggestProps> | null>(null);
  // The plain field stays until the suggesting box's code is here; then it takes over, focused.
  const arm = () => {
    if (!Suggest) void import('./header-suggest').then((m) => setSuggest(() => m.HeaderSuggest));
  };

  const look = useHeaderFieldLook();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) router.push(searchPath(value.trim()));
  };
  const plain = (
    <TextInput
      {...look}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onFocus={arm}
      data-testid="header-search-input"
    />
  );

  return (
    <>
      <Box
        component="form"
        role="search"
        onSubmit={submit}
        visibleFrom="md"
        style={{ flex: '0 1 260px', minWidth: 0 }}
        data-testid="header-search"
      >
        {Suggest ? <Suggest value={value} onChange={setValue} /> : plain}
      </Box>
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
