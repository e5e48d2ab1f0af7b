'use client';

import { ActionIcon } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { useRouter } from 'next/navigation';
import { useState, type ComponentType, type FormEvent } from 'react';
import { SearchIcon } from '@/features/layout/icons';
import { SEARCH_PATH, searchPath } from '@/lib/routes';
import input from '@/lib/ui/input.module.css';
import { useHeaderFieldText } from './header-field';
import classes from './header-search.module.css';

interface SuggestProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The header's search box: a plain field until first focus, then the suggesting box (its code and
 * the suggestions' API load only then, off every page's first load). Enter opens the search page.
 * On phones, an icon to /search. The plain field is an <input> styled like Mantine's (no Mantine
 * Input component on every page's first load).
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

  const text = useHeaderFieldText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) router.push(searchPath(value.trim()));
  };
  const plain = (
    <div className={`${input.root} ${classes.field}`} data-left-section>
      <span className={input.section} data-position="left">
        <SearchIcon size={16} />
      </span>
      <input
        {...text}
        className={input.input}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onFocus={arm}
        data-testid="header-search-input"
      />
    </div>
  );

  return (
    <>
      <form
        role="search"
        onSubmit={submit}
        className={`${classes.form} mantine-visible-from-md`}
        data-testid="header-search"
      >
        {Suggest ? <Suggest value={value} onChange={setValue} /> : plain}
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
