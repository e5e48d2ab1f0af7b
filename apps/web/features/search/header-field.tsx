import { useTranslations } from 'next-intl';
import { SearchIcon } from '@/features/layout/icons';

/** What the header's search field looks like, plain or suggesting: a round search box with its magnifier. */
export function useHeaderFieldLook() {
  const t = useTranslations('search');
  return {
    type: 'search',
    'aria-label': t('label'),
    placeholder: t('placeholder'),
    leftSection: <SearchIcon size={16} />,
    radius: 'xl',
  } as const;
}
