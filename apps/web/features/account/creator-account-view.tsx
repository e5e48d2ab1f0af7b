'use client';

import { Alert, Anchor, Button, Group, Stack, Tabs } from '@mantine/core';
import Link from '@/lib/ui/link';
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
import { AccountSection } from './section';
import { SubscriptionForm } from './subscription-form';

const LABELS: Record<CreatorTab, string> = {
  profile: 'Profile',
  subscription: 'Subscription',
  media: 'Photos & video',
  documents: 'Documents',
  banking: 'Payout methods',
  blocking: 'Blocking',
  password: 'Password',
};

/**
 * /creator/account: everything a creator sets up, one tab each. The tab is kept in ?tab= so a
 * reload or a shared link opens the same one. Until an operator verifies the documents a notice
 * says so, and the profile can still be completed.
 */
export function CreatorAccountView({ user, initialTab }: { user: CurrentUser; initialTab: CreatorTab }) {
  const [tab, setTab] = useState<CreatorTab>(initialTab);
  const current = useAppSelector((state) => state.user.current);
  const underReview = current.verifiedDocument === false;
  const missing = [!current.email && 'email', !current.username && 'username'].filter(Boolean);

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
        <AccountHeader title="Creator account" role="Creator" />
        {current.username ? (
          <Button component={Link} href={profilePath(current.username)} variant="default" radius="xl">
            View my profile
          </Button>
        ) : null}
      </Group>
      {underReview ? (
        <Alert color="yellow" variant="light" title="Your documents are under review" data-testid="documents-review">
          An operator is checking your identity documents. Until then your profile opens by its link only and does not
          appear in search. Meanwhile, complete your profile and set your prices.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => onTab('documents')}>
            See your documents
          </Anchor>
        </Alert>
      ) : null}
      {missing.length > 0 ? (
        <Alert color="yellow" variant="light" title="Complete your account" data-testid="account-incomplete">
          Add your {missing.join(' and ')} to finish setting up your account.
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={onTab} variant="outline" radius="md">
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {CREATOR_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
              {LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="lg">
          <AccountSection title="Profile" description="What fans see on your profile and search by.">
            <CreatorProfileForm user={user} />
          </AccountSection>
        </Tabs.Panel>
        <Tabs.Panel value="subscription" pt="lg">
          <AccountSection title="Subscription" description="What fans pay to see your posts.">
            <SubscriptionForm user={current} />
          </AccountSection>
        </Tabs.Panel>
        <Tabs.Panel value="media" pt="lg">
          <AccountSection title="Photos & video">
            <CreatorMedia user={current} />
          </AccountSection>
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="lg">
          <AccountSection title="Identity documents">
            <CreatorDocuments user={current} />
          </AccountSection>
        </Tabs.Panel>
        <Tabs.Panel value="banking" pt="lg">
          <PayoutMethods user={current} />
        </Tabs.Panel>
        <Tabs.Panel value="blocking" pt="lg">
          <Stack gap="lg">
            <AccountSection
              title="Blocked fans"
              description="A blocked fan cannot see your profile or content, message you or subscribe."
              testId="blocked-fans-section"
            >
              <BlockedUsers />
            </AccountSection>
            <AccountSection title="Blocked countries">
              <BlockedCountries user={current} />
            </AccountSection>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="password" pt="lg">
          <AccountSection title="Password" description="Other devices signed in to your account are signed out.">
            <PasswordForm kind="performer" />
            <SecurityLink />
          </AccountSection>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
