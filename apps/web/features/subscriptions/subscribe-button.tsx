'use client';

import { Button, type ButtonProps } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { refreshFeed } from '@/features/feeds/feeds.thunks';
import { CheckIcon, LockIcon } from '@/features/layout/icons';
import { LOGIN_PATH, MY_SUBSCRIPTIONS_PATH, profilePath } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { Hint } from '@/lib/ui/hint';
import { useFormat } from '@/lib/i18n/use-format';
import { hasAccessTo, isSubscribedTo, subscriptionTo } from './subscriptions.selectors';
import { subscriptionModalOpened, type SubscribablePerformer } from './subscriptions.slice';

/**
 * Whether the signed-in fan holds an active subscription to a creator: the store's list once it
 * has loaded; until then (or when loading it failed) what the server said with the page.
 */
export function useSubscribedTo(performerId: string, initially = false): boolean {
  const inStore = useAppSelector((state) => isSubscribedTo(state, performerId));
  const trustList = useAppSelector((state) => state.subscriptions.loaded && state.subscriptions.error === null);
  return inStore || (initially && !trustList);
}

/**
 * Whether the fan may see the creator's subscriber content (a cancelled subscription too, until it
 * expires): the store's list once loaded, else the server's word with the page.
 */
export function useHasAccessTo(performerId: string, initially = false): boolean {
  const inStore = useAppSelector((state) => hasAccessTo(state, performerId));
  const trustList = useAppSelector((state) => state.subscriptions.loaded && state.subscriptions.error === null);
  return inStore || (initially && !trustList);
}

/** Opens the subscribe dialog for a creator, or sends a signed-out visitor to sign in first. */
export function useOpenSubscribe() {
  const t = useTranslations('subscriptions');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  return (performer: SubscribablePerformer) => {
    if (!loggedIn) {
      toast.info(t('button.signIn', { name: performer.name || performer.username || t('modal.thisCreator') }));
      router.push(LOGIN_PATH);
      return;
    }
    dispatch(subscriptionModalOpened({ performer }));
  };
}

/**
 * The profile's Subscribe button: opens the dialog; once subscribed it reads "Subscribed" and leads
 * to the fan's subscriptions; after a cancel it offers to subscribe again while access lasts.
 * Creators do not subscribe, so they do not see it.
 */
export function SubscribeButton({
  performer,
  initiallySubscribed = false,
  size,
  testId = 'subscribe-button',
}: {
  performer: SubscribablePerformer;
  initiallySubscribed?: boolean;
  size?: ButtonProps['size'];
  testId?: string;
}) {
  const t = useTranslations('subscriptions');
  const f = useFormat();
  const isCreator = useAppSelector((state) => Boolean(state.user.current.isPerformer));
  const subscribed = useSubscribedTo(performer._id, initiallySubscribed);
  const row = useAppSelector((state) => subscriptionTo(state, performer._id));
  const open = useOpenSubscribe();
  if (isCreator) return null;
  if (subscribed) {
    return (
      <Button
        component={Link}
        href={MY_SUBSCRIPTIONS_PATH}
        radius="xl"
        size={size}
        variant="light"
        color="teal"
        leftSection={<CheckIcon size={16} />}
        data-testid={testId}
        data-subscribed="true"
        title={t('button.manage')}
      >
        {t('button.subscribed')}
      </Button>
    );
  }
  const cancelledUntil =
    row && row.status === 'deactivated' && Date.parse(row.expiredAt) > Date.now() ? f.date(row.expiredAt) : '';
  const button = (
    <Button
      radius="xl"
      size={size}
      onClick={() => open(performer)}
      leftSection={<LockIcon size={16} />}
      data-testid={testId}
      data-subscribed="false"
      aria-haspopup="dialog"
      aria-description={cancelledUntil ? t('button.cancelledUntil', { date: cancelledUntil }) : undefined}
    >
      {cancelledUntil ? t('button.resubscribe') : t('button.subscribe')}
    </Button>
  );
  return cancelledUntil ? <Hint label={t('dateLine.cancelled', { date: cancelledUntil })}>{button}</Hint> : button;
}

/**
 * Calls `onSubscribed` when the fan's list, already loaded, gains an active subscription to the
 * creator (subscribed here or in the dialog from another card): pages re-read what it unlocks.
 * The first load of the list never counts, so a reload cannot loop.
 */
export function useOnSubscribed(performerId: string, onSubscribed: () => void): void {
  const subscribed = useAppSelector((state) => isSubscribedTo(state, performerId));
  const loaded = useAppSelector((state) => state.subscriptions.loaded);
  const before = useRef({ subscribed, loaded });
  const latest = useRef(onSubscribed);
  useEffect(() => {
    latest.current = onSubscribed;
  });
  useEffect(() => {
    const was = before.current;
    before.current = { subscribed, loaded };
    if (was.loaded && !was.subscribed && subscribed) latest.current();
  }, [subscribed, loaded]);
}

/**
 * "Subscribe to unlock" on a locked item: opens the subscribe dialog in place. Once subscribed,
 * `onSubscribed` re-reads the item; without one, the page is loaded again.
 */
export function SubscribeToUnlock({
  performer,
  onSubscribed,
  size,
}: {
  performer: SubscribablePerformer;
  onSubscribed?: () => void;
  size?: ButtonProps['size'];
}) {
  const t = useTranslations('subscriptions.button');
  const open = useOpenSubscribe();
  const isCreator = useAppSelector((state) => Boolean(state.user.current.isPerformer));
  useOnSubscribed(performer._id, () => (onSubscribed ? onSubscribed() : window.location.reload()));
  if (isCreator) {
    return (
      <Button
        component={Link}
        href={profilePath(performer.username || performer._id)}
        radius="xl"
        size={size}
        data-testid="subscribe-to-unlock"
      >
        {t('viewProfile')}
      </Button>
    );
  }
  return (
    <Button
      radius="xl"
      size={size}
      onClick={() => open(performer)}
      aria-haspopup="dialog"
      data-testid="subscribe-to-unlock"
    >
      {t('toUnlock')}
    </Button>
  );
}

/** "Subscribe to unlock" on a locked post: once subscribed, the post is read again and unlocks in place. */
export function SubscribeToUnlockPost({ feedId, performer }: { feedId: string; performer: SubscribablePerformer }) {
  const dispatch = useAppDispatch();
  return <SubscribeToUnlock performer={performer} onSubscribed={() => void dispatch(refreshFeed(feedId))} />;
}
