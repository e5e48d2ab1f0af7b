'use client';

import { Badge, Button, Collapse } from '@mantine/core';
import type { Feed } from '@fanlane/shared';
import dynamic from 'next/dynamic';
import Link from '@/lib/ui/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useId, useState } from 'react';
import {
  BookmarkIcon,
  ClockIcon,
  CoinIcon,
  CommentIcon,
  FlagIcon,
  HeartIcon,
  PencilIcon,
  PinIcon,
  TrashIcon,
  VerifiedIcon,
} from '@/features/layout/icons';
import { compactCount } from '@/features/profile/profile-stats';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { TipButton } from '@/features/wallet/tip-button';
import { messageOf } from '@/lib/api/error';
import { LOGIN_PATH, editPostPath, profilePath } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { Hint } from '@/lib/ui/hint';
import { OptionsMenu } from '@/lib/ui/options-menu';
import { useLazyDisclosure } from '@/lib/ui/use-lazy-disclosure';
import { FeedMedia } from './feed-media';
import { FeedPoll } from './feed-poll';
import { fullDate, postPath } from './feed-view';
import { useFormat } from '@/lib/i18n/use-format';
import type { ReactionAction } from './feeds.slice';
import { refreshFeed, setReaction } from './feeds.thunks';
import quiet from '@/lib/ui/quiet-button.module.css';
import classes from './feed-card.module.css';
import { HashtagText } from '@/features/search/hashtag-text';
import { TimeAgo } from '@/features/feeds/time-ago';

// Comments (their form and list), the report form and the delete confirmation load on first use.
const FeedComments = dynamic(() => import('./feed-comments').then((m) => m.FeedComments), { ssr: false });
const ReportDialog = dynamic(() => import('./report-dialog').then((m) => m.ReportDialog), { ssr: false });
const ConfirmDeletePost = dynamic(() => import('./confirm-delete').then((m) => m.ConfirmDeletePost), {
  ssr: false,
});

const LONG_TEXT = 420;

function PostText({ text }: { text: string }) {
  const t = useTranslations('feeds.card');
  const [expanded, setExpanded] = useState(false);
  if (!text) return null;
  const long = text.length > LONG_TEXT;
  return (
    <div>
      <p className={classes.text} data-testid="feed-text">
        <HashtagText text={long && !expanded ? `${text.slice(0, LONG_TEXT).trimEnd()}…` : text} />
      </p>
      {long ? (
        <Button variant="subtle" size="compact-sm" px={0} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('showLess') : t('showMore')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * One post: the creator, text, media (or the locked panel), poll, like, comments and bookmark, a
 * menu to report it (or, for its creator, to edit or delete it). Reads the post from the store by
 * id, so every list showing it moves together.
 */
export function FeedCard({
  feedId,
  fallback,
  commentsOpen = false,
  onDeleted,
}: {
  feedId: string;
  /** Shown until the store has the post (a server-rendered page). */
  fallback?: Feed;
  commentsOpen?: boolean;
  onDeleted?: () => void;
}) {
  const t = useTranslations('feeds.card');
  const c = useTranslations('common');
  const f = useFormat();
  const locale = useLocale();
  const stored = useAppSelector((state) => state.feeds.byId[feedId]);
  const feed = stored ?? fallback;
  const dispatch = useAppDispatch();
  const router = useRouter();
  const viewerId = useAppSelector((state) => state.user.current._id);
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const [showComments, commentsMounted, comments] = useLazyDisclosure(commentsOpen);
  const [reporting, reportMounted, report] = useLazyDisclosure();
  const [deleting, deleteMounted, confirmDelete] = useLazyDisclosure();
  const [pending, setPending] = useState<ReactionAction | null>(null);
  const titleId = useId();
  const commentsId = useId();

  const onMediaError = useCallback(() => void dispatch(refreshFeed(feedId)), [dispatch, feedId]);

  if (!feed) return null;
  const performer = feed.performer;
  const name = performer.name || performer.username || t('creator');
  const profile = profilePath(performer.username || performer._id);
  const isOwner = viewerId !== '' && viewerId === feed.fromSourceId;
  const scheduled = feed.isSchedule && feed.scheduleAt && new Date(feed.scheduleAt).getTime() > Date.now();

  const react = async (action: ReactionAction) => {
    if (!signedIn) {
      toast.info(action === 'like' ? t('signInToLike') : t('signInToBookmark'));
      router.push(LOGIN_PATH);
      return;
    }
    const on = action === 'like' ? !feed.isLiked : !feed.isBookMarked;
    setPending(action);
    try {
      await dispatch(setReaction(feed._id, action, on));
      if (action === 'bookmark') toast.success(on ? t('bookmarked') : t('unbookmarked'));
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setPending(null);
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(new URL(postPath(feed), window.location.origin).toString());
      toast.success(t('linkCopied'));
    } catch {
      toast.error(t('linkNotCopied'));
    }
  };

  return (
    <article className={classes.card} aria-labelledby={titleId} data-testid="feed-card" data-feed-id={feed._id}>
      <div className={classes.body}>
        <div className={classes.head}>
          <div className={classes.author}>
            <Link href={profile} className={classes.nameLink} aria-label={t('profileOf', { name })} tabIndex={-1}>
              <img src={performer.avatar || DEFAULT_AVATAR} alt="" width={44} height={44} className={classes.avatar} />
            </Link>
            <div className={classes.who}>
              <div className={classes.line}>
                <Link href={profile} className={classes.nameLink} id={titleId}>
                  <span className={classes.name}>{name}</span>
                </Link>
                {performer.verifiedAccount ? (
                  <span className={classes.verified} aria-label={t('verified')} role="img">
                    <VerifiedIcon size={16} />
                  </span>
                ) : null}
              </div>
              <div className={classes.meta}>
                {performer.username ? <span className={classes.handle}>@{performer.username}</span> : null}
                <span aria-hidden="true">·</span>
                <Link href={postPath(feed)} className={classes.timeLink}>
                  <TimeAgo iso={feed.createdAt} />
                </Link>
              </div>
            </div>
          </div>
          <div className={classes.tools}>
            {feed.isPinned ? (
              <Hint label={t('pinned')} side="bottom">
                <span className={classes.pin} role="img" aria-label={t('pinnedPost')}>
                  <PinIcon size={16} />
                </span>
              </Hint>
            ) : null}
            {feed.isSale && feed.price > 0 ? (
              <Badge variant="light" radius="xl" leftSection={<CoinIcon size={12} />} data-testid="feed-price">
                {f.tokens(feed.price)}
              </Badge>
            ) : null}
            {scheduled ? (
              <Badge variant="light" color="yellow" radius="xl" leftSection={<ClockIcon size={12} />}>
                {fullDate(feed.scheduleAt!, locale)}
              </Badge>
            ) : null}
            <OptionsMenu
              label={t('options')}
              entries={[
                { label: t('copyLink'), onClick: copyLink },
                ...(isOwner
                  ? [
                      { label: c('edit'), href: editPostPath(feed._id), icon: <PencilIcon size={14} /> },
                      { label: c('delete'), danger: true, icon: <TrashIcon size={14} />, onClick: confirmDelete.open },
                    ]
                  : signedIn
                    ? [{ label: t('report'), danger: true, icon: <FlagIcon size={14} />, onClick: report.open }]
                    : []),
              ]}
            />
          </div>
        </div>

        <PostText text={feed.text} />
        <FeedMedia feed={feed} onMediaError={onMediaError} />
        <FeedPoll feed={feed} isOwner={isOwner} />
      </div>

      <div className={classes.actionBar}>
        <div className={classes.actionGroup}>
          <button
            type="button"
            className={`${quiet.quiet} ${classes.action}`}
            aria-pressed={feed.isLiked}
            aria-label={t('like', { count: compactCount(feed.totalLike) })}
            onClick={() => react('like')}
            disabled={pending === 'like'}
            data-testid="like-button"
          >
            <HeartIcon size={18} filled={feed.isLiked} />
            <span aria-hidden="true">{compactCount(feed.totalLike)}</span>
          </button>
          <button
            type="button"
            className={quiet.quiet}
            aria-expanded={showComments}
            aria-controls={commentsId}
            aria-label={t('comments', { count: String(feed.totalComment) })}
            onClick={comments.toggle}
            data-testid="comments-button"
          >
            <CommentIcon size={18} />
            <span aria-hidden="true">{compactCount(feed.totalComment)}</span>
          </button>
          {!isOwner ? (
            <TipButton
              performer={performer}
              source="feed"
              sourceId={feed._id}
              variant="subtle"
              color="gray"
              size="compact-md"
              className={classes.action}
            />
          ) : null}
        </div>
        <div className={classes.actionGroup}>
          {!isOwner ? (
            <Hint label={feed.isBookMarked ? t('removeBookmark') : t('bookmark')} align="end">
              <button
                type="button"
                className={`${quiet.quietIcon} ${classes.action}`}
                aria-pressed={feed.isBookMarked}
                aria-label={feed.isBookMarked ? t('removeBookmark') : t('bookmark')}
                onClick={() => react('bookmark')}
                disabled={pending === 'bookmark'}
                data-testid="bookmark-button"
              >
                <BookmarkIcon size={18} filled={feed.isBookMarked} />
              </button>
            </Hint>
          ) : null}
        </div>
      </div>

      {commentsMounted ? (
        <Collapse expanded={showComments} id={commentsId}>
          <div className={classes.comments}>
            {showComments ? <FeedComments feedId={feed._id} ownerId={feed.fromSourceId} /> : null}
          </div>
        </Collapse>
      ) : (
        <div id={commentsId} hidden />
      )}

      {signedIn && !isOwner && reportMounted ? (
        <ReportDialog opened={reporting} onClose={report.close} feedId={feed._id} performerId={feed.fromSourceId} />
      ) : null}
      {isOwner && deleteMounted ? (
        <ConfirmDeletePost feedId={feed._id} opened={deleting} onClose={confirmDelete.close} onDeleted={onDeleted} />
      ) : null}
    </article>
  );
}
