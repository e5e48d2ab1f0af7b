'use client';

import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { SubscriptionModal } from './subscription-modal';
import { loadUserSubscriptions } from './subscriptions.thunks';

/**
 * Mounted once in the signed-in layout: loads the fan's subscriptions at start (spec section 4) and
 * holds the subscribe dialog any page can open.
 */
export function SubscriptionsRoot() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  const userId = useAppSelector((state) => state.user.current._id);
  const isCreator = useAppSelector((state) => Boolean(state.user.current.isPerformer));

  useEffect(() => {
    if (loggedIn && userId && !isCreator) void dispatch(loadUserSubscriptions());
  }, [dispatch, loggedIn, userId, isCreator]);

  return <SubscriptionModal />;
}
