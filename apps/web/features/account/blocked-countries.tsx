'use client';

import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { MESSAGES } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { countryItems } from '@/features/reference/reference';
import { useReference } from '@/features/reference/use-reference';
import { userPatched } from '@/features/user/user.slice';
import type { CurrentUser } from '@/features/user/user.types';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';

/** POST /block/countries: visitors from these countries cannot see the creator at all. */
export function BlockedCountries({ user }: { user: CurrentUser }) {
  const t = useTranslations('account.countries');
  const fields = useTranslations('account.fields');
  const api = useApi();
  const dispatch = useAppDispatch();
  const countries = useReference('countries');
  const [codes, setCodes] = useState<string[]>(user.blockCountries?.countryCodes ?? []);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const answer = await api.post<{ countryCodes?: string[] }>('/block/countries', { countryCodes: codes });
      const saved = answer?.countryCodes ?? codes;
      setCodes(saved);
      dispatch(userPatched({ blockCountries: { countryCodes: saved } }));
      toast.success(MESSAGES.changesSaved);
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.tryAgainLater));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('label')}
        description={t('description')}
        placeholder={codes.length ? undefined : t('placeholder')}
        searchable
        clearable
        nothingFoundMessage={fields('noCountry')}
        data={countryItems(countries.data)}
        value={codes}
        onChange={setCodes}
        data-testid="blocked-countries"
      />
      <Group justify="flex-end">
        <Button radius="xl" onClick={save} loading={busy}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
