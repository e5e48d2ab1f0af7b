import { Container } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadRandomCreators } from '@/features/creators/creators.server';
import { CreatorsSection } from '@/features/creators/creators-section';
import { BenefitsSection } from '@/features/landing/benefits-section';
import { LandingHero } from '@/features/landing/landing-hero';
import { PromoStrip } from '@/features/promos/promo-strip';
import { loadPromos } from '@/features/promos/promos.server';
import { landingTitle } from '@/features/landing/landing-meta';
import { defaultPublicSettings } from '@/features/settings/settings.defaults';
import { loadPublicSettings } from '@/features/settings/settings.server';
import { settingText } from '@/features/settings/setting-text';

async function settingsOrDefaults() {
  const result = await loadPublicSettings();
  return result.ok ? result.settings : defaultPublicSettings();
}

export async function generateMetadata(): Promise<Metadata> {
  const settings = await settingsOrDefaults();
  const keywords = settingText(settings, 'homeMetaKeywords');
  return {
    title: { absolute: landingTitle(settings.siteName, settingText(settings, 'homeTitle')) },
    description: settingText(settings, 'homeMetaDescription') || undefined,
    keywords: keywords
      ? keywords
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean)
      : undefined,
  };
}

export default async function LandingPage() {
  const [settings, creators, promos, t] = await Promise.all([
    settingsOrDefaults(),
    loadRandomCreators(),
    loadPromos(),
    getTranslations('app.home'),
  ]);
  const homeTitle = settingText(settings, 'homeTitle');
  return (
    <>
      <LandingHero
        siteName={settings.siteName}
        title={homeTitle || t('welcome', { siteName: settings.siteName })}
        description={settingText(settings, 'homeMetaDescription')}
      />
      <Container size="lg">
        <PromoStrip promos={promos.top} label={t('featured')} />
      </Container>
      <CreatorsSection creators={creators} />
      <Container size="lg">
        <PromoStrip promos={promos.middle} label={t('featured')} />
      </Container>
      <BenefitsSection
        userBenefit={settingText(settings, 'userBenefit')}
        modelBenefit={settingText(settings, 'modelBenefit')}
      />
      <Container size="lg">
        <PromoStrip promos={promos.bottom} label={t('featured')} />
      </Container>
    </>
  );
}
