import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { CreatorSignUpForm } from '@/features/auth/creator-sign-up-form';
import { signedOutSettings } from '@/features/auth/signed-out-settings.server';
import { settingText } from '@/features/settings/setting-text';

export const metadata: Metadata = { title: 'Become a creator' };

export default async function CreatorRegisterPage() {
  const settings = await signedOutSettings();
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
