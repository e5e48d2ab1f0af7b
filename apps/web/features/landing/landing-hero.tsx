'use client';

import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { SparkIcon } from '@/features/layout/icons';
import surface from '@/lib/ui/surface.module.css';
import classes from './landing.module.css';

export interface LandingHeroProps {
  siteName: string;
  title: string;
  description: string;
}

/** Opening section: site name, home title and description, and the calls to action. */
export function LandingHero({ siteName, title, description }: LandingHeroProps) {
  const t = useTranslations('landing');
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  return (
    <section className={classes.hero} aria-labelledby="landing-title">
      <div className={surface.container}>
        <div className={classes.heroGrid}>
          <div className={classes.heroCopy}>
            <span className={classes.eyebrow} data-testid="hero-site-name">
              <SparkIcon size={14} />
              <span className={surface.truncate}>{siteName}</span>
            </span>
            <h1 id="landing-title" className={`${surface.heading} ${classes.heroTitle}`}>
              {title}
            </h1>
            {description ? (
              <p className={`${surface.text} ${surface.xl} ${surface.dimmed} ${classes.heroText}`}>{description}</p>
            ) : null}
            <div className={classes.ctas}>
              {loggedIn ? (
                <Button component={Link} href={HOME_PATH} size="lg" radius="xl">
                  {t('openTimeline')}
                </Button>
              ) : (
                <>
                  <Button component={Link} href={REGISTER_PATH} size="lg" radius="xl" className={classes.primaryCta}>
                    {t('join', { siteName })}
                  </Button>
                  <Button component={Link} href={LOGIN_PATH} size="lg" radius="xl" variant="default">
                    {t('signIn')}
                  </Button>
                </>
              )}
            </div>
            <p className={`${surface.text} ${surface.sm} ${surface.dimmed}`}>{t('freeToJoin')}</p>
          </div>
          <HeroPreview siteName={siteName} />
        </div>
      </div>
    </section>
  );
}

/** A drawn preview of a creator's post, so the landing page shows the product at a glance. */
function HeroPreview({ siteName }: { siteName: string }) {
  const t = useTranslations('landing.preview');
  return (
    <div className={classes.preview} aria-hidden="true">
      <div className={`${classes.previewCard} ${classes.previewBack}`} />
      <div className={`${classes.previewCard} ${classes.previewFront}`}>
        <div className={classes.previewHead}>
          <div className={classes.previewAvatar}>{siteName.charAt(0).toUpperCase()}</div>
          <div className={classes.previewWho}>
            <p className={`${surface.text} ${surface.sm} ${surface.bold}`}>{t('creator')}</p>
            <p className={`${surface.text} ${surface.xs} ${surface.dimmed}`}>{t('posted')}</p>
          </div>
        </div>
        <div className={classes.previewMedia}>
          <div className={classes.previewLock}>
            <p className={`${surface.text} ${surface.sm} ${surface.bold} ${classes.previewLockText}`}>{t('unlock')}</p>
          </div>
        </div>
        <div className={classes.previewFoot}>
          <div className={classes.previewMeta}>
            <div className={classes.previewDot} />
            <div className={classes.previewLine} />
          </div>
          <span className={classes.previewTip}>{t('tip')}</span>
        </div>
      </div>
    </div>
  );
}
