'use client';

import { useTranslations } from 'next-intl';
import { ruleHint } from '@/features/feeds/composer/composer-form';
import type { FileRule } from '@/features/media/file-checks';

/** What a file rule takes and its size limit, in the viewer's language ("Images up to 20 MB"). */
export function useRuleHint() {
  const t = useTranslations('studio.ruleHint');
  return (rule: FileRule): string => {
    const { kind, size } = ruleHint(rule);
    return t(kind, { size });
  };
}
