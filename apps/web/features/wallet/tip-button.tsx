'use client';

import { Button, type ButtonProps } from '@mantine/core';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { LOGIN_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { GiftIcon } from '@/features/layout/icons';
import { WithLazyDialog } from '@/lib/ui/with-lazy-dialog';
import type { TipTarget } from './tip-dialog';

const TipDialog = dynamic(() => import('./tip-dialog').then((m) => m.TipDialog), { ssr: false });

/**
 * "Tip": opens the tip dialog for a signed-in fan; a visitor is sent to sign in. Not shown to
 * creators (tips come from a fan's wallet).
 */
export function TipButton({
  performer,
  source,
  sourceId,
  stream,
  label,
  ...buttonProps
}: {
  performer: TipTarget;
  source: 'profile' | 'feed' | 'stream';
  sourceId?: string;
  /** A tip from a live stream: it is posted in the stream's chat. */
  stream?: { conversationId: string; sessionId: string };
  label?: string;
} & ButtonProps) {
  const t = useTranslations('wallet');
  const router = useRouter();
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const isCreator = useAppSelector((state) => Boolean(state.user.current.isPerformer));
  if (signedIn && isCreator) return null;
  const name = performer.name || performer.username || t('tip.thisCreator');

  const signIn = () => {
    toast.info(t('tipButton.signIn'));
    router.push(LOGIN_PATH);
  };

  return (
    <WithLazyDialog
      trigger={(open) => (
        <Button
          radius="xl"
          variant="default"
          leftSection={<GiftIcon size={16} />}
          aria-label={t('tip.title', { name })}
          {...buttonProps}
          onClick={signedIn ? open : signIn}
          data-testid="tip-button"
        >
          {label ?? t('tipButton.label')}
        </Button>
      )}
      dialog={(state) =>
        signedIn ? (
          <TipDialog performer={performer} source={source} sourceId={sourceId} stream={stream} {...state} />
        ) : null
      }
    />
  );
}
