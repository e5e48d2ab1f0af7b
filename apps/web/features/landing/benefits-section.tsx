'use client';

import { ThemeIcon } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { StarIcon, UserIcon } from '@/features/layout/icons';
import surface from '@/lib/ui/surface.module.css';
import classes from './landing.module.css';

/** What fans and creators get (settings userBenefit and modelBenefit). */
export function BenefitsSection({ userBenefit, modelBenefit }: { userBenefit: string; modelBenefit: string }) {
  const t = useTranslations('landing.benefits');
  const items = [
    { key: 'fans', title: t('fans'), text: userBenefit, icon: <UserIcon size={22} /> },
    { key: 'creators', title: t('creators'), text: modelBenefit, icon: <StarIcon size={22} /> },
  ].filter((item) => item.text.trim() !== '');
  if (items.length === 0) return null;

  return (
    <section className={`${surface.container} ${classes.benefits}`} aria-label={t('label')}>
      <div className={classes.benefitGrid}>
        {items.map((item) => (
          <div key={item.key} className={`${surface.paper} ${classes.benefit}`}>
            <ThemeIcon size={44} radius="md" variant="light" mb="md">
              {item.icon}
            </ThemeIcon>
            <h3 className={`${surface.heading} ${classes.benefitTitle}`}>{item.title}</h3>
            <p className={`${surface.text} ${surface.dimmed}`}>{item.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
