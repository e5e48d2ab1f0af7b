'use client';

import { Alert, Anchor } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { usePathname } from 'next/navigation';
import { CREATOR_ACCOUNT_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';

/**
 * On every studio page and in the composer, while an operator reviews the creator's identity
 * documents: what they make now is not public until approval. The account page has its own notice.
 */
export function StudioReviewNotice() {
  const t = useTranslations('studio.review');
  const pathname = usePathname();
  const underReview = useAppSelector(
    (state) => Boolean(state.user.current.isPerformer) && state.user.current.verifiedDocument === false,
  );
  if (!underReview || pathname.startsWith(CREATOR_ACCOUNT_PATH)) return null;
  return (
    <Alert color="yellow" variant="light" title={t('title')} mb="lg" data-testid="studio-review-notice">
      {t('body')}{' '}
      <Anchor component={Link} href={`${CREATOR_ACCOUNT_PATH}?tab=documents`} size="sm" fw={600}>
        {t('link')}
      </Anchor>
    </Alert>
  );
}
