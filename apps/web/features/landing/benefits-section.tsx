'use client';

import { ThemeIcon } from '@mantine/core';
import { StarIcon, UserIcon } from '@/features/layout/icons';
import surface from '@/lib/ui/surface.module.css';
import classes from './landing.module.css';

/** What fans and creators get (settings userBenefit and modelBenefit). */
export function BenefitsSection({ userBenefit, modelBenefit }: { userBenefit: string; modelBenefit: string }) {
  const items = [
    { title: 'For fans', text: userBenefit, icon: <UserIcon size={22} /> },
    { title: 'For creators', text: modelBenefit, icon: <StarIcon size={22} /> },
  ].filter((item) => item.text.trim() !== '');
  if (items.length === 0) return null;

  return (
    <section className={`${surface.container} ${classes.benefits}`} aria-label="Benefits">
      <div className={classes.benefitGrid}>
        {items.map((item) => (
          <div key={item.title} className={`${surface.paper} ${classes.benefit}`}>
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
