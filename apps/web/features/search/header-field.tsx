import { useTranslations } from 'next-intl';

/**
 * What the header's search field says, plain or suggesting: its type, accessible name and
 * placeholder. Both draw a round box with the magnifier at its start (the plain one with
 * `lib/ui/input.module.css`, the suggesting one with Mantine's Autocomplete), so the swap on focus
 * does not show.
 */
export function useHeaderFieldText() {
  const t = useTranslations('search');
  return { type: 'search', 'aria-label': t('label'), placeholder: t('placeholder') } as const;
}
