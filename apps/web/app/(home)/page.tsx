import type { Metadata } from 'next';
import { loadRandomCreators } from '@/features/creators/creators.server';
import { CreatorsSection } from '@/features/creators/creators-section';
import { BenefitsSection } from '@/features/landing/benefits-section';
import { LandingHero } from '@/features/landing/landing-hero';
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
  const [settings, creators] = await Promise.all([settingsOrDefaults(), loadRandomCreators()]);
  const homeTitle = settingText(settings, 'homeTitle');
  return (
    <>
      <LandingHero
        siteName={settings.siteName}
        title={homeTitle || `Welcome to ${settings.siteName}`}
        description={settingText(settings, 'homeMetaDescription')}
      />
      <CreatorsSection creators={creators} />
      <BenefitsSection
        userBenefit={settingText(settings, 'userBenefit')}
        modelBenefit={settingText(settings, 'modelBenefit')}
      />
    </>
  );
}
