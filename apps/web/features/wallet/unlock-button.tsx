'use client';

import { Button, type ButtonProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { LOGIN_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { Hint } from '@/lib/ui/hint';
import { useLazyDisclosure } from '@/lib/ui/use-lazy-disclosure';
import type { PurchaseItem } from './purchase';

const PurchaseDialog = dynamic(() => import('./purchase-dialog').then((m) => m.PurchaseDialog), { ssr: false });

/**
 * "Unlock for 5 tokens": opens the purchase dialog for a signed-in fan; a visitor is sent to sign
 * in first. Creators cannot buy (the wallet is a fan's), so for them the button only explains.
 */
export function UnlockButton({
  item,
  children,
  testId = 'unlock-button',
  ...buttonProps
}: {
  item: PurchaseItem;
  children?: ReactNode;
  testId?: string;
} & ButtonProps) {
  const t = useTranslations('wallet.purchase');
  const { tokens } = useFormat();
  const router = useRouter();
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const isCreator = useAppSelector((state) => Boolean(state.user.current.isPerformer));
  const [opened, mounted, dialog] = useLazyDisclosure();
  const label = children ?? t('unlockFor', { amount: tokens(item.price) });

  if (signedIn && isCreator) {
    return (
      <Hint label={t('fansOnly')} describe>
        <Button
          radius="xl"
          {...buttonProps}
          data-disabled
          aria-disabled="true"
          onClick={(event) => event.preventDefault()}
          data-testid={testId}
        >
          {label}
        </Button>
      </Hint>
    );
  }

  const open = () => {
    if (!signedIn) {
      toast.info(t(`signIn.${item.target}`));
      router.push(LOGIN_PATH);
      return;
    }
    dialog.open();
  };

  return (
    <>
      <Button radius="xl" {...buttonProps} onClick={open} data-testid={testId}>
        {label}
      </Button>
      {signedIn && mounted ? <PurchaseDialog item={item} opened={opened} onClose={dialog.close} /> : null}
    </>
  );
}
