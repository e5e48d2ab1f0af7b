import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardPage } from '@/features/auth/page-guard.server';
import { PaymentOutcomeView } from '@/features/wallet/payment-outcome-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payment'))('cancelTitle') };
}

/** Where the payment form sends the fan back (cancel); the outcome counts once the gateway's webhook lands. */
export default async function PaymentCancelPage() {
  await guardPage({ authenticate: true });
  return <PaymentOutcomeView outcome="cancel" />;
}
