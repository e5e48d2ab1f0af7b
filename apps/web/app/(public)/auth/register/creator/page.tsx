import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { pathAfterLogin } from '@/features/auth/after-login';
import { CreatorSignUpForm } from '@/features/auth/creator-sign-up-form';
import { guardPage } from '@/features/auth/page-guard.server';
import { defaultPublicSettings } from '@/features/settings/settings.defaults';
import { loadPublicSettings } from '@/features/settings/settings.server';
import { settingText } from '@/features/settings/setting-text';

export const metadata: Metadata = { title: 'Become a creator' };

export default async function CreatorRegisterPage() {
  const user = await guardPage({ noredirect: true });
  if (user) redirect(pathAfterLogin(user));
  const result = await loadPublicSettings();
  const settings = result.ok ? result.settings : defaultPublicSettings();
  return (
    <Paper withBorder radius="lg" shadow="sm" maw={880} mx="auto" p={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={28}>
            Become a creator
          </Title>
          <Text c="dimmed" mt={4}>
            {settingText(settings, 'modelBenefit') || `Share your work on ${settings.siteName}.`}
          </Text>
        </div>
        <CreatorSignUpForm />
      </Stack>
    </Paper>
  );
}
