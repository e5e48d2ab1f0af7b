'use client';

import { useEffect, useState } from 'react';
import { useApi } from '@/lib/api/api-context';
import { createReferenceCache, type ReferenceKey, type ReferenceLists } from './reference';

const cache = createReferenceCache();

/** A reference list (countries, languages, phone codes), fetched once per page load. */
export function useReference<K extends ReferenceKey>(key: K): { data: ReferenceLists[K]; loading: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ data: ReferenceLists[K]; loading: boolean }>({
    data: [] as unknown as ReferenceLists[K],
    loading: true,
  });
  useEffect(() => {
    let active = true;
    cache
      .load(api, key)
      .then((data) => active && setState({ data, loading: false }))
      .catch(() => active && setState((s) => ({ ...s, loading: false })));
    return () => {
      active = false;
    };
  }, [api, key]);
  return state;
}
