'use client';

import type { Product } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { stockLabel } from './asset-view';

/** What the store shows about availability, in the viewer's language ("3 in stock"). */
export function useStockLabel() {
  const t = useTranslations('assets.stock');
  return (product: Pick<Product, 'type' | 'stock'>): string => {
    const label = stockLabel(product);
    return label.key === 'inStock' ? t('inStock', { count: label.count }) : t(label.key);
  };
}
