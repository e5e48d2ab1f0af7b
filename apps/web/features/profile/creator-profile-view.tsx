'use client';

import { Avatar, Badge, Button, EmptyState, Tabs } from '@mantine/core';
import Link from '@/lib/ui/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
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
import { useOptionText } from '@/features/reference/use-option-text';
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
import { compactCount } from './profile-stats';
import classes from './creator-profile.module.css';

// The other tabs load when chosen (or rendered on the server when the address names one): the posts
// tab, open by default, does not bring their grids, cards and paging.
const ProfileGalleries = dynamic(() => import('./profile-content').then((m) => m.ProfileGalleries));
const ProfileVideos = dynamic(() => import('./profile-content').then((m) => m.ProfileVideos));
const ProfileReels = dynamic(() => import('./profile-content').then((m) => m.ProfileReels));
const ProfileStore = dynamic(() => import('./profile-content').then((m) => m.ProfileStore));

function Stat({
  icon,
  value,
  label,
  testId,
}: {
  icon: ReactNode;
  value: number;
  label: 'followers' | 'views';
  testId: string;
}) {
  // The word only (the number is beside it, compact): one or other, the plural forms of both languages.
  const t = useTranslations('profile.stats');
  return (
    <div className={classes.stat} data-testid={testId}>
      <span className={classes.statIcon}>{icon}</span>
      <span className={classes.statValue}>{compactCount(value)}</span>
      <span className={classes.statLabel}>{t(`${label}.${value === 1 ? 'one' : 'other'}`)}</span>
    </div>
  );
}

const DETAILS = appearanceOptionsWithout('age', 'pubicHair');

function About({ creator, countryName }: { creator: CreatorProfile; countryName?: string }) {
  const t = useTranslations('profile.about');
  const country = countryName || creator.country;
  const place = [creator.city, creator.state, country].filter(Boolean).join(', ');
  const say = useOptionText();
  const details = DETAILS.map((d) => ({
    label: say(d.label),
    value: optionLabel(d.options, creator[d.key], say),
  })).filter((d) => d.value);
  if (!creator.bio && !place && details.length === 0 && !creator.languages?.length) return null;
  return (
    <section className={classes.about} data-testid="profile-about">
      {creator.bio ? <p className={classes.bio}>{creator.bio}</p> : null}
      {place || creator.languages?.length ? (
        <div className={classes.facts}>
          {place ? (
            <p>
              <span className={classes.dim}>{t('livesIn')} </span>
              {place}
            </p>
          ) : null}
          {creator.languages?.length ? (
            <p>
              <span className={classes.dim}>{t('speaks')} </span>
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

/** The content tabs; label and empty title under `profile.tabs.<value>`. */
const CONTENT_TABS = [
  { value: 'posts', icon: NoteIcon },
  { value: 'photos', icon: ImageIcon },
  { value: 'videos', icon: VideoIcon },
  { value: 'reels', icon: FilmIcon },
  { value: 'store', icon: BagIcon },
] as const;

function EmptyTab({ tab, name }: { tab: (typeof CONTENT_TABS)[number]; name: string }) {
  const t = useTranslations('profile.tabs');
  return (
    <EmptyState
      variant="light"
      icon={<tab.icon size={28} />}
      title={t(`${tab.value}.empty`)}
      description={t('emptyHint', { name })}
      py="xl"
      data-testid={`empty-${tab.value}`}
    />
  );
}

/** Where the creator manages each tab's items; the label is `profile.tabs.<tab>.manage`. */
const STUDIO_LINKS: Record<Exclude<ContentTab, 'posts'>, string> = {
  photos: CREATOR_GALLERIES_PATH,
  videos: CREATOR_VIDEOS_PATH,
  reels: CREATOR_REELS_PATH,
  store: CREATOR_PRODUCTS_PATH,
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
  const t = useTranslations('profile.tabs');
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
      <Tabs value={active} onChange={choose} keepMounted={false} aria-label={t('label', { name })}>
        <IconTabsList tabs={CONTENT_TABS.map((tab) => ({ ...tab, label: t(`${tab.value}.tab`) }))} />
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
                        {t('newPost')}
                      </Button>
                    </div>
                  ) : null}
                  <div className={classes.feedColumn}>
                    <FeedList
                      source={creatorSource(creatorId)}
                      initial={initialPosts}
                      label={t('posts.list', { name })}
                      empty={empty}
                    />
                  </div>
                </div>
              ) : (
                <div className={classes.panel}>
                  {isSelf ? (
                    <div className={classes.panelActions}>
                      <Button component={Link} href={STUDIO_LINKS[tab.value]} radius="xl" variant="default">
                        {t(`${tab.value}.manage`)}
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
  const t = useTranslations('profile');
  const name = creator.name || creator.username || t('creator');
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
            <img src={creator.cover} alt={t('cover', { name })} className={classes.coverImage} fetchPriority="high" />
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
                    <Hint label={t('verified')}>
                      <span className={classes.verified} aria-label={t('verified')} role="img">
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
                  {t('freeTrial')}
                </Badge>
              ) : null}
              {isSelf ? (
                <Button component={Link} href={CREATOR_ACCOUNT_PATH} radius="xl" variant="default">
                  {t('editProfile')}
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
            <Stat icon={<UsersIcon size={16} />} value={followers} label="followers" testId="stat-followers" />
            <Stat icon={<EyeIcon size={16} />} value={creator.stats?.views ?? 0} label="views" testId="stat-views" />
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
  const t = useTranslations('profile');
  return (
    <StatusNotice
      kind="profileUnavailable"
      description={message}
      action={{ href: CREATORS_PATH, label: t('exploreOthers'), variant: 'light' }}
    />
  );
}
