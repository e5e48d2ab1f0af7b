'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { livePath } from '@/lib/routes';
import { useAppDispatch } from '@/lib/store/hooks';
import { GoLiveButton, LiveLinkButton } from './live-link-button';
import { useVideoEnabled } from './use-video-enabled';
import { searchLiveStreams } from './streaming.thunks';

/**
 * On a creator's profile: "Live now" (to /live/{profile}) while they stream. The profile's own
 * `live`/`streamingStatus` says so at once; the live list (GET /streaming/user/search?performerId)
 * confirms it, so a profile answer without those flags still shows it. The creator's own profile
 * offers "Go live" instead.
 */
export function LiveNowButton({
  creator,
  isSelf,
}: {
  creator: { _id: string; username?: string; live?: number; streamingStatus?: string };
  isSelf: boolean;
}) {
  const t = useTranslations('live.list');
  const dispatch = useAppDispatch();
  const { switchedOn } = useVideoEnabled();
  const flagged = creator.live === 1 || creator.streamingStatus === 'public';
  const [live, setLive] = useState(flagged);

  useEffect(() => {
    if (isSelf || !switchedOn) return;
    let cancelled = false;
    dispatch(searchLiveStreams({ performerId: creator._id }))
      .then((page) => {
        if (!cancelled) setLive(page.data.some((s) => s.performerId === creator._id));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [creator._id, dispatch, isSelf, switchedOn]);

  if (isSelf) return switchedOn ? <GoLiveButton variant="light" /> : null;
  if (!live) return null;
  return (
    <LiveLinkButton href={livePath(creator.username || creator._id)} data-testid="live-now-button">
      {t('liveNow')}
    </LiveLinkButton>
  );
}
