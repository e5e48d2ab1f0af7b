import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreatorSignUpForm } from '@/features/auth/creator-sign-up-form';
import { signedOutSettings } from '@/features/auth/signed-out-settings.server';
import { settingText } from '@/features/settings/setting-text';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('app.titles'))('becomeCreator') };
}

export default async function CreatorRegisterPage() {
  const [settings, t] = await Promise.all([signedOutSettings(), getTranslations('app.registerCreator')]);
  return (
    <Paper withBorder radius="lg" shadow="sm" maw={880} mx="auto" p={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={28}>
            {t('title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {settingText(settings, 'modelBenefit') || t('subtitle', { siteName: settings.siteName })}
          </Text>
        </div>
        <CreatorSignUpForm />
      </Stack>
    </Paper>
  );
}
