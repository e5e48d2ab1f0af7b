'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { loadUserSubscriptions } from './subscriptions.thunks';

/**
 * Mounted once in the signed-in layout: loads the fan's subscriptions at start (spec section 4) and
 * holds the subscribe dialog any page can open.
 */
/** The dialog (its plans, wallet and card steps, Stripe) loads the first time it opens. */
const SubscriptionModal = dynamic(() => import('./subscription-modal').then((m) => m.SubscriptionModal), {
  ssr: false,
});

export function SubscriptionsRoot() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  const userId = useAppSelector((state) => state.user.current._id);
  const isCreator = useAppSelector((state) => Boolean(state.user.current.isPerformer));

  useEffect(() => {
    if (loggedIn && userId && !isCreator) void dispatch(loadUserSubscriptions());
  }, [dispatch, loggedIn, userId, isCreator]);

  const showModal = useAppSelector((state) => state.subscriptions.showModal);
  // Once loaded it stays mounted, so the dialog can fade out.
  const [wanted, setWanted] = useState(false);
  if (showModal && !wanted) setWanted(true);

  return wanted ? <SubscriptionModal /> : null;
}
