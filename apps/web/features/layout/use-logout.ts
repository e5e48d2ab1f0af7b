'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { logout } from '@/features/auth/auth.thunks';
import { useAppDispatch } from '@/lib/store/hooks';
import { LOGIN_PATH } from '@/lib/routes';

/** Sign out: token revoked and removed, auth and user state reset, then the sign-in page. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const router = useRouter();
  return useCallback(async () => {
    await dispatch(logout());
    router.replace(LOGIN_PATH);
    router.refresh();
  }, [dispatch, router]);
}
