'use client';

import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { profilePath } from '@/lib/routes';
import { CreatorIdentity } from './creator-identity';

export interface CreatorRef {
  _id: string;
  username?: string;
  name?: string;
  avatar?: string;
  verifiedAccount?: boolean;
}

/** The creator of an item: avatar and name, linking to the profile. */
export function CreatorLine({ performer, extra }: { performer: CreatorRef | undefined; extra?: string }) {
  const t = useTranslations('assets');
  if (!performer) return null;
  const name = performer.name || performer.username || t('creator');
  const handle = performer.username ? `@${performer.username}` : '';
  return (
    <Link
      href={profilePath(performer.username || performer._id)}
      style={{ color: 'inherit', textDecoration: 'none', minWidth: 0 }}
      data-testid="item-creator"
    >
      <CreatorIdentity
        performer={performer}
        name={name}
        avatarSize={40}
        markSize={15}
        detail={[handle, extra].filter(Boolean).join(' · ')}
      />
    </Link>
  );
}
