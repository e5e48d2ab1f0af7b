'use client';

import { Group } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useStockLabel } from '@/features/assets/stock-label';
import { useFormat } from '@/lib/i18n/use-format';
import { FlagBadges, StatusBadges } from '@/features/studio/status-badges';
import { StudioCard } from '@/features/studio/studio-card';
import { BagIcon } from '@/features/layout/icons';
import { StudioListPage, useStudioList } from '@/features/studio/studio-list';
import { editProductPath, productPath } from '@/lib/routes';
import type { OwnProduct } from './product-editor';
import { ProductBadges } from './product-card';
import classes from '@/features/assets/assets.module.css';
import { StudioItemActions } from '@/features/studio/studio-item-actions';

function StudioProductCard({ product, onDelete }: { product: OwnProduct; onDelete: (product: OwnProduct) => void }) {
  const t = useTranslations('products.studio');
  const actions = useTranslations('studio.actions');
  const stockLabel = useStockLabel();
  const f = useFormat();
  const soldOut = product.type === 'physical' && product.stock <= 0;
  return (
    <StudioCard
      testId="own-product"
      href={editProductPath(product._id)}
      label={actions('editItem', { name: product.name })}
      shape="square"
      picture={product.image}
      icon={<BagIcon size={32} />}
      overlay={<ProductBadges product={product} withSoldOut={false} />}
      title={product.name}
      actions={
        <StudioItemActions
          justify="flex-end"
          className={classes.tileActions}
          name={product.name}
          kind="product"
          viewHref={productPath(product)}
          viewLabel={t('viewInStore')}
          edit={editProductPath(product._id)}
          onDelete={() => onDelete(product)}
        />
      }
    >
      <Group gap={4}>
        <FlagBadges
          flags={[
            { label: f.tokens(product.price) },
            { show: product.type === 'physical', color: soldOut ? 'red' : 'teal', label: stockLabel(product) },
          ]}
        />
        <StatusBadges item={{ status: product.status, isSale: false, price: 0 }} withAccess={false} />
      </Group>
    </StudioCard>
  );
}

/** /creator/products: the creator's store (searchable, by kind, paged in the address). */
export function CreatorProductsView() {
  const t = useTranslations('products.studio');
  const studio = useStudioList<OwnProduct>('products');
  return (
    <StudioListPage
      studio={studio}
      render={(product) => <StudioProductCard product={product} onDelete={studio.setDeleting} />}
      removeMessage={t('removeMessage', { name: studio.deleting?.name ?? '' })}
    />
  );
}
