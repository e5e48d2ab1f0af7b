'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { CurrentUser } from '@/features/user/user.types';
import { toast } from '@/lib/toast';
import { pathAfterLogin } from './after-login';

/** After any sign-in: greet, go where spec section 6 says, and let the server render the session. */
export function useFinishSignIn(): (user: CurrentUser) => void {
  const router = useRouter();
  const welcome = useTranslations('auth.finish')('welcome');
  return useCallback(
    (user: CurrentUser) => {
      toast.success(welcome);
      router.replace(pathAfterLogin(user));
      router.refresh();
    },
    [router, welcome],
  );
}
