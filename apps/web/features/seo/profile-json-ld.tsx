import type { CreatorProfile } from '@/features/profile/profile.types';
import { jsonForScript, profileJsonLd } from './social';

export function ProfileJsonLd({ creator }: { creator: CreatorProfile }) {
  return (
    <script
      type="application/ld+json"
      data-testid="profile-json-ld"
      dangerouslySetInnerHTML={{ __html: jsonForScript(profileJsonLd(creator)) }}
    />
  );
}
