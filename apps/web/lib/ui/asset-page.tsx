import type { Gallery, Product, Video } from '@fanlane/shared';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isItemKey, loadItem, loadOwnItem } from '@/features/assets/assets.server';
import { guardPage } from '@/features/auth/page-guard.server';
import { ProfileUnavailable } from '@/features/profile/creator-profile-view';
import { socialMetadata } from '@/features/seo/social';

interface Assets {
  galleries: Gallery;
  videos: Video;
  products: Product;
}

/**
 * Each public item page: its address segment and parameter, its social card (its tab title when
 * unavailable is `pages.itemUnavailable.{kind}`).
 */
const PAGES: {
  [K in keyof Assets]: {
    path: string;
    param: string;
    card: (item: Assets[K]) => { title: string; type?: 'article' };
  };
} = {
  galleries: {
    path: '/galleries',
    param: 'galleryId',
    card: (item) => ({ title: item.title, type: 'article' }),
  },
  videos: {
    path: '/videos',
    param: 'videoId',
    card: (item) => ({ title: item.title, type: 'article' }),
  },
  products: {
    path: '/store',
    param: 'productId',
    card: (item) => ({ title: item.name }),
  },
};

type Props = { params: Promise<Record<string, string>> };

/**
 * The page and metadata of one public item (`/galleries/{slug or id}` and the like): loaded once per
 * request from `GET /performer-assets/{kind}/{key}`; not found, or the creator's "not available" notice.
 */
export function assetPage<K extends keyof Assets>(kind: K, render: (item: Assets[K]) => ReactNode) {
  const page = PAGES[kind];
  const load = async ({ params }: Props) => {
    const key = (await params)[page.param] ?? '';
    return isItemKey(key) ? loadItem<Assets[K]>(`/performer-assets/${kind}/${encodeURIComponent(key)}`) : null;
  };
  return {
    async generateMetadata(props: Props): Promise<Metadata> {
      const [result, t] = await Promise.all([load(props), getTranslations('pages')]);
      if (!result) return { title: t('notFound') };
      if (result.kind !== 'found') return { title: t(`itemUnavailable.${kind as keyof Assets}`) };
      const { item } = result;
      const { title, type } = page.card(item);
      const author = item.performer?.name || item.performer?.username;
      return socialMetadata({
        title: author ? `${title} · ${author}` : title,
        description: item.description,
        path: `${page.path}/${encodeURIComponent(item.slug || item._id)}`,
        image: item.performer?.avatar,
        type,
      });
    },
    async Page(props: Props) {
      const result = await load(props);
      if (!result || result.kind === 'missing') notFound();
      if (result.kind === 'forbidden') return <ProfileUnavailable message={result.message} />;
      return render(result.item);
    },
  };
}

/**
 * A creator's own item in the studio (`GET /performer/performer-assets/{kind}/{key}/view`), for
 * creators only: not found when the item is not theirs.
 */
export function ownAssetPage<T>(kind: keyof Assets, render: (item: T) => ReactNode) {
  const { param } = PAGES[kind];
  return async function OwnAssetPage({ params }: Props) {
    const [, values] = await Promise.all([guardPage({ authenticate: true, onlyPerformer: true }), params]);
    const key = values[param] ?? '';
    if (!isItemKey(key)) notFound();
    const item = await loadOwnItem<T>(`/performer/performer-assets/${kind}/${encodeURIComponent(key)}/view`);
    if (!item) notFound();
    return render(item);
  };
}
