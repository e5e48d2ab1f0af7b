'use client';

import { Alert, Anchor, Button, Group, Stack, Tabs } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CurrentUser } from '@/features/user/user.types';
import { profilePath } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { AccountHeader } from './account-header';
import { BlockedCountries } from './blocked-countries';
import { BlockedUsers } from './blocked-users';
import { CreatorDocuments } from './creator-documents';
import { CreatorMedia } from './creator-media';
import { CreatorProfileForm } from './creator-profile-form';
import { CREATOR_TABS, isCreatorTab, type CreatorTab } from './creator-tabs';
import { SecurityLink } from '@/features/security/security-link';
import { PasswordForm } from './password-form';
import { PayoutMethods } from './payout-methods';
import { missingKey } from './missing';
import { AccountSection } from './section';
import { SubscriptionForm } from './subscription-form';

/**
 * /creator/account: everything a creator sets up, one tab each. The tab is kept in ?tab= so a
 * reload or a shared link opens the same one. Until an operator verifies the documents a notice
 * says so, and the profile can still be completed.
 */
export function CreatorAccountView({ user, initialTab }: { user: CurrentUser; initialTab: CreatorTab }) {
  const t = useTranslations('account.creator');
  const a = useTranslations('account');
  const [tab, setTab] = useState<CreatorTab>(initialTab);
  const current = useAppSelector((state) => state.user.current);
  const underReview = current.verifiedDocument === false;
  const missing = missingKey(current);

  const onTab = (value: string | null) => {
    if (!isCreatorTab(value)) return;
    setTab(value);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', value);
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Group justify="space-between" align="center" gap="md">
        <AccountHeader title={t('title')} role="creator" />
        {current.username ? (
          <Button component={Link} href={profilePath(current.username)} variant="default" radius="xl">
            {t('viewProfile')}
          </Button>
        ) : null}
      </Group>
      {underReview ? (
        <Alert color="yellow" variant="light" title={t('reviewTitle')} data-testid="documents-review">
          {t('reviewBody')}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => onTab('documents')}>
            {t('seeDocuments')}
          </Anchor>
        </Alert>
      ) : null}
      {missing ? (
        <Alert color="yellow" variant="light" title={a('incomplete.title')} data-testid="account-incomplete">
          {a(`incomplete.${missing}`)}
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={onTab} variant="outline" radius="md">
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {CREATOR_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="lg">
          <AccountSection title={t('tabs.profile')} description={t('profileDescription')}>
            <CreatorProfileForm user={user} />
          </AccountSection>
        </Tabs.Panel>
        <Tabs.Panel value="subscription" pt="lg">
          <AccountSection title={t('tabs.subscription')} description={t('subscriptionDescription')}>
            <SubscriptionForm user={current} />
          </AccountSection>
        </Tabs.Panel>
        <Tabs.Panel value="media" pt="lg">
          <AccountSection title={t('tabs.media')}>
            <CreatorMedia user={current} />
          </AccountSection>
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="lg">
          <AccountSection title={t('documentsTitle')}>
            <CreatorDocuments user={current} />
          </AccountSection>
        </Tabs.Panel>
        <Tabs.Panel value="banking" pt="lg">
          <PayoutMethods user={current} />
        </Tabs.Panel>
        <Tabs.Panel value="blocking" pt="lg">
          <Stack gap="lg">
            <AccountSection
              title={t('blockedFans')}
              description={t('blockedFansDescription')}
              testId="blocked-fans-section"
            >
              <BlockedUsers />
            </AccountSection>
            <AccountSection title={t('blockedCountries')}>
              <BlockedCountries user={current} />
            </AccountSection>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="password" pt="lg">
          <AccountSection title={t('tabs.password')} description={a('passwordDescription')}>
            <PasswordForm kind="performer" />
            <SecurityLink />
          </AccountSection>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
