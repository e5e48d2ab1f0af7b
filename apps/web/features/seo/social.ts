import type { Metadata } from 'next';
import type { CreatorProfile } from '@/features/profile/profile.types';

/** Search engines show about this much of a description. */
const DESCRIPTION_CHARS = 160;

export const shortText = (text: string | undefined | null) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_CHARS ? `${flat.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…` : flat;
};

/**
 * A page's title, description, canonical address, Open Graph and Twitter card. `image` must be a
 * public picture (a creator's avatar or cover): never a post's or item's media, which may be locked.
 */
export function socialMetadata(input: {
  title: string;
  description?: string | null;
  path: string;
  image?: string | null;
  type?: 'website' | 'profile' | 'article';
}): Metadata {
  const description = shortText(input.description) || undefined;
  const images = input.image ? [{ url: input.image }] : undefined;
  return {
    title: input.title,
    description,
    alternates: { canonical: input.path },
    openGraph: { title: input.title, description, url: input.path, type: input.type ?? 'website', images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: input.title, description, images },
  };
}

/** A JSON value safe inside a script element (no `</script>` or comment openers). */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** schema.org ProfilePage data for a creator's profile (public fields only). */
export function profileJsonLd(creator: CreatorProfile) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    mainEntity: {
      '@type': 'Person',
      name: creator.name || creator.username,
      alternateName: creator.username ? `@${creator.username}` : undefined,
      description: shortText(creator.bio) || undefined,
      image: creator.avatar || undefined,
      identifier: creator._id,
    },
  };
}
