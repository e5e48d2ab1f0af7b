'use client';

import { Avatar, Badge, Button, EmptyState, Tabs } from '@mantine/core';
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
    <div className={classes.stat} data-testid={testId}>
      <span className={classes.statIcon}>{icon}</span>
      <span className={classes.statValue}>{compactCount(value)}</span>
      <span className={classes.statLabel}>{plural(value, label)}</span>
    </div>
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
    <section className={classes.about} data-testid="profile-about">
      {creator.bio ? <p className={classes.bio}>{creator.bio}</p> : null}
      {place || creator.languages?.length ? (
        <div className={classes.facts}>
          {place ? (
            <p>
              <span className={classes.dim}>Lives in </span>
              {place}
            </p>
          ) : null}
          {creator.languages?.length ? (
            <p>
              <span className={classes.dim}>Speaks </span>
              {creator.languages.join(', ')}
            </p>
          ) : null}
        </div>
      ) : null}
      {details.length > 0 ? (
        <div className={classes.details}>
          {details.map((d) => (
            <Badge key={d.label} variant="default" radius="xl" size="lg" tt="none" fw={500}>
              <span className={classes.detailLabel}>{d.label}</span>
              {d.value}
            </Badge>
          ))}
        </div>
      ) : null}
    </section>
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
    <div className={classes.tabsCard}>
      <Tabs value={active} onChange={choose} keepMounted={false} aria-label={`${name}'s content`}>
        <IconTabsList tabs={CONTENT_TABS} />
        {CONTENT_TABS.map((tab) => {
          const empty = <EmptyTab tab={tab} name={name} />;
          return (
            <Tabs.Panel key={tab.value} value={tab.value} pt="md">
              {tab.value === 'posts' ? (
                <div className={classes.panel}>
                  {/* Actions line up with the panel's edge, as on the other tabs; the feed stays a readable column. */}
                  {isSelf ? (
                    <div className={classes.panelActions}>
                      <Button component={Link} href={NEW_POST_PATH} radius="xl" leftSection={<PlusIcon size={16} />}>
                        New post
                      </Button>
                    </div>
                  ) : null}
                  <div className={classes.feedColumn}>
                    <FeedList
                      source={creatorSource(creatorId)}
                      initial={initialPosts}
                      label={`${name}'s posts`}
                      empty={empty}
                    />
                  </div>
                </div>
              ) : (
                <div className={classes.panel}>
                  {isSelf ? (
                    <div className={classes.panelActions}>
                      <Button component={Link} href={STUDIO_LINKS[tab.value].href} radius="xl" variant="default">
                        {STUDIO_LINKS[tab.value].label}
                      </Button>
                    </div>
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
                </div>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </div>
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
    <div className={classes.page} data-testid="creator-profile">
      <div className={classes.card}>
        {/* An <img> the browser fetches as soon as it reads the HTML: the page's largest paint. */}
        <div className={classes.cover}>
          {creator.cover ? (
            <img src={creator.cover} alt={`${name}'s cover`} className={classes.coverImage} fetchPriority="high" />
          ) : null}
        </div>
        <div className={classes.headBody}>
          <div className={classes.headRow}>
            <div className={classes.identity}>
              <Avatar
                src={creator.avatar || DEFAULT_AVATAR}
                alt={name}
                size={104}
                radius={999}
                className={classes.avatar}
              />
              <div className={classes.who}>
                <div className={classes.nameLine}>
                  <h1 className={classes.name} data-testid="profile-name">
                    {name}
                  </h1>
                  {creator.verifiedAccount ? (
                    <Hint label="Verified creator">
                      <span className={classes.verified} aria-label="Verified creator" role="img">
                        <VerifiedIcon size={22} />
                      </span>
                    </Hint>
                  ) : null}
                </div>
                {creator.username ? <p className={classes.handle}>@{creator.username}</p> : null}
              </div>
            </div>
            <div className={classes.actions}>
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
            </div>
          </div>
          <div className={classes.stats}>
            <Stat icon={<UsersIcon size={16} />} value={followers} label="follower" testId="stat-followers" />
            <Stat icon={<EyeIcon size={16} />} value={creator.stats?.views ?? 0} label="view" testId="stat-views" />
          </div>
        </div>
      </div>
      <About creator={creator} countryName={countryName} />
      <ContentTabs
        key={hasAccess ? 'subscriber' : 'visitor'}
        creatorId={creator._id}
        name={name}
        isSelf={isSelf}
        initialPosts={initialPosts}
      />
    </div>
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
