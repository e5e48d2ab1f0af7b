'use client';

import { useEffect, useState, type FormEvent } from 'react';

/**
 * What is typed in a search box whose search is kept in the address: it follows the address's
 * `q`, and a submit hands on the trimmed text.
 */
export function useSearchDraft(q: string, onSearch: (q: string) => void) {
  const [value, setValue] = useState(q);
  useEffect(() => setValue(q), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return { value, setValue, submit };
}
