'use client';

import { Button, EmptyState } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { CREATORS_PATH, REGISTER_CREATOR_PATH } from '@/lib/routes';
import { StarIcon } from '@/features/layout/icons';
import surface from '@/lib/ui/surface.module.css';
import { CreatorCard } from './creator-card';
import classes from './creator-card.module.css';
import type { CreatorSummary } from './creator.types';

/** A random selection of creators, or an empty state when there are none (or the call failed). */
export function CreatorsSection({ creators }: { creators: CreatorSummary[] }) {
  const t = useTranslations('landing');
  return (
    <section className={`${surface.container} ${classes.section}`} aria-labelledby="creators-title">
      <div className={classes.sectionHead}>
        <div>
          <h2 id="creators-title" className={`${surface.heading} ${surface.h2}`}>
            {t('meetCreators')}
          </h2>
          <p className={`${surface.text} ${surface.dimmed} ${classes.sectionIntro}`}>{t('fewPeople')}</p>
        </div>
        {creators.length > 0 ? (
          <Button component={Link} href={CREATORS_PATH} variant="light" radius="xl" data-testid="all-creators">
            {t('seeAll')}
          </Button>
        ) : null}
      </div>
      {creators.length > 0 ? (
        <div className={classes.grid}>
          {creators.map((creator, index) => (
            <CreatorCard key={creator._id} creator={creator} priority={index === 0} />
          ))}
        </div>
      ) : (
        <EmptyState
          data-testid="creators-empty"
          variant="light"
          icon={<StarIcon size={28} />}
          title={t('noCreators')}
          description={t('noCreatorsHint')}
          py={48}
        >
          <EmptyState.Actions>
            <Button component={Link} href={REGISTER_CREATOR_PATH} radius="xl" variant="light">
              {t('becomeCreator')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      )}
    </section>
  );
}
