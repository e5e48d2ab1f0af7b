'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { LOGIN_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { sendReaction, toggled, type AssetObjectType, type AssetReaction, type ReactionState } from './reactions';

/**
 * Like and bookmark of one item, shown at once (optimistic) and put back when the API refuses.
 * Signed-out visitors are sent to sign in.
 */
export function useReactions(objectType: AssetObjectType, objectId: string, initial: ReactionState) {
  const t = useTranslations('assets.reactions');
  const api = useApi();
  const router = useRouter();
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const [state, setState] = useState(initial);
  const [pending, setPending] = useState<AssetReaction | null>(null);

  const toggle = useCallback(
    async (action: AssetReaction) => {
      if (!signedIn) {
        toast.info(action === 'like' ? t('signInToLike') : t('signInToBookmark'));
        router.push(LOGIN_PATH);
        return;
      }
      const on = action === 'like' ? !state.liked : !state.bookmarked;
      const before = state;
      setState((s) => toggled(s, action, on));
      setPending(action);
      try {
        await sendReaction(api, objectType, objectId, action, on);
        if (action === 'bookmark') toast.success(on ? t('bookmarked') : t('unbookmarked'));
      } catch (error) {
        setState(before);
        toast.error(messageOf(error));
      } finally {
        setPending(null);
      }
    },
    [api, objectId, objectType, router, signedIn, state, t],
  );

  return { ...state, pending, toggle, setState };
}
