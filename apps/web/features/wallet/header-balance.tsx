'use client';

import { Box, Button } from '@mantine/core';
import Link from 'next/link';
import { tokens } from '@/features/feeds/feed-view';
import { CoinIcon } from '@/features/layout/icons';
import { WALLET_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import classes from './wallet.module.css';

/** The signed-in fan's wallet balance in the header ("12.5 tokens", the number alone on phones); leads to /wallet. */
export function HeaderBalance() {
  const balance = useAppSelector((state) => state.user.current.balance ?? 0);
  const label = tokens(balance);
  const [amount, ...unit] = label.split(' ');
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
      aria-label={`Wallet: ${label}`}
      title="Your wallet"
      data-testid="header-balance"
    >
      {amount}
      <Box component="span" visibleFrom="xs">
        &nbsp;{unit.join(' ')}
      </Box>
    </Button>
  );
}
