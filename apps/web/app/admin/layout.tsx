import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { AdminShell } from '@/features/admin/admin-shell';
import { guardStaff } from '@/features/admin/staff-guard.server';

/** The operators' console: its own layout, for staff only (checked on the server). */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const [{ user, role }, messages] = await Promise.all([guardStaff(), getMessages()]);
  // The root layout leaves the console's strings out of every other page (i18n/messages.ts).
  return (
    <NextIntlClientProvider messages={messages}>
      <AdminShell role={role} name={user.name || user.username || ''}>
        {children}
      </AdminShell>
    </NextIntlClientProvider>
  );
}
