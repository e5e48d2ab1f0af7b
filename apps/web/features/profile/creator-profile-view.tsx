'use client';

import {
  Avatar,
  Badge,
  Box,
  Button,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import Link from '@/lib/ui/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { IconTabsList } from '@/features/assets/icon-tabs';
import { FeedList } from '@/features/feeds/feed-list';
import { StatusNotice } from '@/features/layout/status-notice';
import type { FeedPage } from '@/features/feeds/feed-view';
import { creatorSource } from '@/features/feeds/feeds.thunks';
import { FollowButton } from '@/features/follow/follow-button';
import { SubscribeButton, useHasAccessTo } from '@/features/subscriptions/subscribe-button';
import {
  BagIcon,
  EyeIcon,
  FilmIcon,
  ImageIcon,
  NoteIcon,
  PlusIcon,
  UsersIcon,
  VerifiedIcon,
  VideoIcon,
} from '@/features/layout/icons';
import { appearanceOptionsWithout } from '@/features/reference/appearance';
import { optionLabel } from '@/features/reference/reference';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { TipButton } from '@/features/wallet/tip-button';
import { PrivateShowRequestButton } from '@/features/private-shows/private-show-request-button';
import { MessageButton } from '@/features/messages/message-button';
import { LiveNowButton } from '@/features/streaming/live-now-button';
import {
  CREATORS_PATH,
  CREATOR_ACCOUNT_PATH,
  CREATOR_GALLERIES_PATH,
  CREATOR_PRODUCTS_PATH,
  CREATOR_REELS_PATH,
  CREATOR_VIDEOS_PATH,
  NEW_POST_PATH,
} from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { Hint } from '@/lib/ui/hint';
import { tabOf, type ContentTab, type CreatorProfile } from './profile.types';
import { compactCount, plural } from './profile-stats';
import classes from './creator-profile.module.css';

// The other tabs load when chosen (or rendered on the server when the address names one): the posts
// tab, open by default, does not bring their grids, cards and paging.
const ProfileGalleries = dynamic(() => import('./profile-content').then((m) => m.ProfileGalleries));
const ProfileVideos = dynamic(() => import('./profile-content').then((m) => m.ProfileVideos));
const ProfileReels = dynamic(() => import('./profile-content').then((m) => m.ProfileReels));
const ProfileStore = dynamic(() => import('./profile-content').then((m) => m.ProfileStore));

function Stat({ icon, value, label, testId }: { icon: ReactNode; value: number; label: string; testId: string }) {
  return (
    <Group gap={6} wrap="nowrap" className={classes.stat} data-testid={testId}>
      <Box c="dimmed" style={{ lineHeight: 0 }}>
        {icon}
      </Box>
      <Text fw={700}>{compactCount(value)}</Text>
      <Text c="dimmed" size="sm">
        {plural(value, label)}
      </Text>
    </Group>
  );
}

const DETAILS = appearanceOptionsWithout('age', 'pubicHair');

function About({ creator, countryName }: { creator: CreatorProfile; countryName?: string }) {
  const country = countryName || creator.country;
  const place = [creator.city, creator.state, country].filter(Boolean).join(', ');
  const details = DETAILS.map((d) => ({ label: d.label, value: optionLabel(d.options, creator[d.key]) })).filter(
    (d) => d.value,
  );
  if (!creator.bio && !place && details.length === 0 && !creator.languages?.length) return null;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="profile-about">
      <Stack gap="md">
        {creator.bio ? <Text style={{ whiteSpace: 'pre-line' }}>{creator.bio}</Text> : null}
        {place || creator.languages?.length ? (
          <Group gap="lg">
            {place ? (
              <Text size="sm">
                <Text span c="dimmed">
                  Lives in{' '}
                </Text>
                {place}
              </Text>
            ) : null}
            {creator.languages?.length ? (
              <Text size="sm">
                <Text span c="dimmed">
                  Speaks{' '}
                </Text>
                {creator.languages.join(', ')}
              </Text>
            ) : null}
          </Group>
        ) : null}
        {details.length > 0 ? (
          <Group gap={8}>
            {details.map((d) => (
              <Badge key={d.label} variant="default" radius="xl" size="lg" tt="none" fw={500}>
                <Text span c="dimmed" size="xs" mr={4}>
                  {d.label}
                </Text>
                {d.value}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

const CONTENT_TABS = [
  { value: 'posts', label: 'Posts', icon: NoteIcon, empty: 'No posts yet' },
  { value: 'photos', label: 'Photos', icon: ImageIcon, empty: 'No photos yet' },
  { value: 'videos', label: 'Videos', icon: VideoIcon, empty: 'No videos yet' },
  { value: 'reels', label: 'Reels', icon: FilmIcon, empty: 'No reels yet' },
  { value: 'store', label: 'Store', icon: BagIcon, empty: 'Nothing in the store yet' },
] as const;

function EmptyTab({ tab, name }: { tab: (typeof CONTENT_TABS)[number]; name: string }) {
  return (
    <EmptyState
      variant="light"
      icon={<tab.icon size={28} />}
      title={tab.empty}
      description={`When ${name} publishes here, it shows up in this tab.`}
      py="xl"
      data-testid={`empty-${tab.value}`}
    />
  );
}

const STUDIO_LINKS: Record<Exclude<ContentTab, 'posts'>, { href: string; label: string }> = {
  photos: { href: CREATOR_GALLERIES_PATH, label: 'Manage galleries' },
  videos: { href: CREATOR_VIDEOS_PATH, label: 'Manage videos' },
  reels: { href: CREATOR_REELS_PATH, label: 'Manage reels' },
  store: { href: CREATOR_PRODUCTS_PATH, label: 'Manage store' },
};

function ContentTabs({
  creatorId,
  name,
  isSelf,
  initialPosts,
}: {
  creatorId: string;
  name: string;
  isSelf: boolean;
  initialPosts?: FeedPage | null;
}) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const active = tabOf(searchParams.get('tab'));

  // A new tab starts on its first page with no filters.
  const choose = (value: string | null) => {
    const tab = tabOf(value);
    router.push(tab === 'posts' ? pathname : `${pathname}?tab=${tab}`, { scroll: false });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
      <Tabs value={active} onChange={choose} keepMounted={false} aria-label={`${name}'s content`}>
        <IconTabsList tabs={CONTENT_TABS} />
        {CONTENT_TABS.map((tab) => {
          const empty = <EmptyTab tab={tab} name={name} />;
          return (
            <Tabs.Panel key={tab.value} value={tab.value} pt="md">
              {tab.value === 'posts' ? (
                <Stack gap="md">
                  {/* Actions line up with the panel's edge, as on the other tabs; the feed stays a readable column. */}
                  {isSelf ? (
                    <Group justify="flex-end">
                      <Button component={Link} href={NEW_POST_PATH} radius="xl" leftSection={<PlusIcon size={16} />}>
                        New post
                      </Button>
                    </Group>
                  ) : null}
                  <Box maw={680} mx="auto" w="100%">
                    <FeedList
                      source={creatorSource(creatorId)}
                      initial={initialPosts}
                      label={`${name}'s posts`}
                      empty={empty}
                    />
                  </Box>
                </Stack>
              ) : (
                <Stack gap="md">
                  {isSelf ? (
                    <Group justify="flex-end">
                      <Button component={Link} href={STUDIO_LINKS[tab.value].href} radius="xl" variant="default">
                        {STUDIO_LINKS[tab.value].label}
                      </Button>
                    </Group>
                  ) : null}
                  {tab.value === 'photos' ? (
                    <ProfileGalleries creatorId={creatorId} name={name} empty={empty} />
                  ) : tab.value === 'videos' ? (
                    <ProfileVideos creatorId={creatorId} name={name} empty={empty} />
                  ) : tab.value === 'reels' ? (
                    <ProfileReels creatorId={creatorId} name={name} empty={empty} />
                  ) : (
                    <ProfileStore creatorId={creatorId} name={name} empty={empty} />
                  )}
                </Stack>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Paper>
  );
}

/**
 * A creator's public profile: header, stats, follow, subscribe, about and content tabs. The page
 * reads the first posts and the country's name on the server (`initialPosts`, `countryName`).
 */
export function CreatorProfileView({
  creator,
  initialPosts,
  countryName,
}: {
  creator: CreatorProfile;
  initialPosts?: FeedPage | null;
  countryName?: string;
}) {
  const name = creator.name || creator.username || 'Creator';
  const viewerId = useAppSelector((state) => state.user.current._id);
  const isSelf = viewerId !== '' && viewerId === creator._id;
  const [followers, setFollowers] = useState(creator.stats?.followers ?? 0);
  // Subscribing unlocks content: the tabs load again, as when the page opens.
  const hasAccess = useHasAccessTo(creator._id, Boolean(creator.isSubscribed));

  return (
    <Stack maw={960} mx="auto" w="100%" gap="lg" data-testid="creator-profile">
      <Paper withBorder radius="lg" className={classes.card}>
        {/* An <img> the browser fetches as soon as it reads the HTML: the page's largest paint. */}
        <Box className={classes.cover}>
          {creator.cover ? (
            <img src={creator.cover} alt={`${name}'s cover`} className={classes.coverImage} fetchPriority="high" />
          ) : null}
        </Box>
        <Stack px={{ base: 'md', sm: 'lg' }} pb="lg" gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
            <Group align="flex-end" gap="md" wrap="nowrap" miw={0}>
              <Avatar
                src={creator.avatar || DEFAULT_AVATAR}
                alt={name}
                size={104}
                radius={999}
                className={classes.avatar}
              />
              <Box miw={0} pb={4}>
                <Group gap={6} wrap="nowrap">
                  <Title order={1} fz={{ base: 22, sm: 26 }} lineClamp={1} data-testid="profile-name">
                    {name}
                  </Title>
                  {creator.verifiedAccount ? (
                    <Hint label="Verified creator">
                      <Box c="brand" style={{ lineHeight: 0 }} aria-label="Verified creator" role="img">
                        <VerifiedIcon size={22} />
                      </Box>
                    </Hint>
                  ) : null}
                </Group>
                {creator.username ? <Text c="dimmed">@{creator.username}</Text> : null}
              </Box>
            </Group>
            <Group gap="xs">
              <LiveNowButton creator={creator} isSelf={isSelf} />
              {creator.isFreeSubscription ? (
                <Badge color="teal" variant="light" radius="xl" size="lg">
                  Free trial
                </Badge>
              ) : null}
              {isSelf ? (
                <Button component={Link} href={CREATOR_ACCOUNT_PATH} radius="xl" variant="default">
                  Edit profile
                </Button>
              ) : (
                <>
                  <FollowButton
                    creatorId={creator._id}
                    creatorName={name}
                    initiallyFollowing={Boolean(creator.isFollowed)}
                    onChange={(now) => setFollowers((n) => Math.max(0, n + (now ? 1 : -1)))}
                  />
                  <MessageButton creatorId={creator._id} />
                  <TipButton performer={creator} source="profile" sourceId={creator._id} />
                  <PrivateShowRequestButton creator={creator} />
                  <SubscribeButton performer={creator} initiallySubscribed={Boolean(creator.isSubscribed)} />
                </>
              )}
            </Group>
          </Group>
          <Group gap="lg">
            <Stat icon={<UsersIcon size={16} />} value={followers} label="follower" testId="stat-followers" />
            <Stat icon={<EyeIcon size={16} />} value={creator.stats?.views ?? 0} label="view" testId="stat-views" />
          </Group>
        </Stack>
      </Paper>
      <SimpleGrid cols={1} spacing="lg">
        <About creator={creator} countryName={countryName} />
        <ContentTabs
          key={hasAccess ? 'subscriber' : 'visitor'}
          creatorId={creator._id}
          name={name}
          isSelf={isSelf}
          initialPosts={initialPosts}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** 403 from GET /performers/{id}: blocked by the creator, blocked country, or a suspended account. */
export function ProfileUnavailable({ message }: { message: string }) {
  return (
    <StatusNotice
      kind="profileUnavailable"
      description={message}
      action={{ href: CREATORS_PATH, label: 'Explore other creators', variant: 'light' }}
    />
  );
}
