'use client';

import { Avatar, Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { profilePath } from '@/lib/routes';
import { creatorProfileId, type CreatorSummary } from './creator.types';
import surface from '@/lib/ui/surface.module.css';
import classes from './creator-card.module.css';

/** `priority`: the first card on a page, whose cover is likely its largest paint on a phone. */
export function CreatorCard({ creator, priority = false }: { creator: CreatorSummary; priority?: boolean }) {
  const t = useTranslations('creators.card');
  const c = useTranslations('common');
  const name = creator.name || creator.username || t('creator');
  return (
    <Link
      href={profilePath(creatorProfileId(creator))}
      className={`${surface.card} ${classes.card}`}
      data-testid="creator-card"
    >
      <div className={classes.cover}>
        {creator.cover ? (
          <img
            src={creator.cover}
            alt=""
            className={classes.coverImage}
            fetchPriority={priority ? 'high' : undefined}
            loading={priority ? undefined : 'lazy'}
          />
        ) : null}
      </div>
      <div className={classes.body}>
        <Avatar src={creator.avatar || DEFAULT_AVATAR} alt="" size={72} radius="xl" className={classes.avatar} />
        <div className={classes.line}>
          <div className={classes.who}>
            <p className={`${surface.text} ${surface.bold} ${surface.truncate}`}>{name}</p>
            {creator.username ? (
              <p className={`${surface.text} ${surface.sm} ${surface.dimmed} ${surface.truncate}`}>
                @{creator.username}
              </p>
            ) : null}
          </div>
          {creator.isFreeSubscription ? (
            <Badge color="teal" variant="light" radius="xl">
              {c('free')}
            </Badge>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
