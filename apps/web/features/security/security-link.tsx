'use client';

import { Anchor } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { ACCOUNT_SECURITY_PATH } from '@/lib/routes';

/** From the account pages to /account/security. */
export function SecurityLink() {
  const t = useTranslations('security');
  return (
    <Anchor component={Link} href={ACCOUNT_SECURITY_PATH} fw={600} size="sm" data-testid="security-link">
      {t('link')}
    </Anchor>
  );
}
