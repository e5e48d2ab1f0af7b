'use client';

import { Button } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useVideoEnabled } from '@/features/streaming/use-video-enabled';
import { useAppSelector } from '@/lib/store/hooks';
import { WithLazyDialog } from '@/lib/ui/with-lazy-dialog';

// The dialog (a Mantine Modal and what it brings) loads on the first press.
const PrivateShowRequestDialog = dynamic(
  () => import('./private-show-request-dialog').then((m) => m.PrivateShowRequestDialog),
  { ssr: false },
);

/**
 * "Private show" on a creator's profile: shown to signed-in fans when the creator takes requests
 * (a per-minute price) and the site carries live video. A short message goes with the request.
 */
export function PrivateShowRequestButton({
  creator,
}: {
  creator: {
    _id: string;
    name?: string;
    username?: string;
    privateChatPrice?: number;
    acceptPrivateRequests?: boolean;
  };
}) {
  const t = useTranslations('live.privateRequest');
  const { switchedOn } = useVideoEnabled();
  const signedIn = useAppSelector((state) => Boolean(state.user.current._id));
  const isFan = useAppSelector((state) => !state.user.current.isPerformer);
  const price = creator.privateChatPrice ?? 0;
  if (!switchedOn || !creator.acceptPrivateRequests || price <= 0 || !signedIn || !isFan) return null;
  const name = creator.name || creator.username || t('thisCreator');

  return (
    <WithLazyDialog
      trigger={(open) => (
        <Button radius="xl" variant="light" color="grape" onClick={open} data-testid="request-private-show">
          {t('button')}
        </Button>
      )}
      dialog={(state) => <PrivateShowRequestDialog creatorId={creator._id} name={name} price={price} {...state} />}
    />
  );
}
