'use client';

import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { CoinIcon } from '@/features/layout/icons';
import { useFormat } from '@/lib/i18n/use-format';
import { WALLET_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import classes from './wallet.module.css';

/** The signed-in fan's wallet balance in the header ("111.05 tokens"); leads to /wallet. */
export function HeaderBalance() {
  const t = useTranslations('money');
  const format = useFormat();
  const balance = useAppSelector((state) => state.user.current.balance ?? 0);
  const label = format.tokens(balance);
  return (
    <Button
      component={Link}
      href={WALLET_PATH}
      variant="light"
      radius="xl"
      size="compact-md"
      px={10}
      leftSection={<CoinIcon size={16} />}
      className={classes.headerBalance}
      aria-label={t('walletLabel', { tokens: label })}
      title={format.tokensWorth(balance)}
      data-testid="header-balance"
    >
      {label}
    </Button>
  );
}
