import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardFanPage } from '@/features/auth/fan-page.server';
import { WalletView } from '@/features/wallet/wallet-view';
import { HOME_PATH } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('wallet') };
}

/** The fan's wallet; creators are paid through their earnings, not a wallet. */
export default async function WalletPage() {
  await guardFanPage(HOME_PATH);
  return <WalletView />;
}
