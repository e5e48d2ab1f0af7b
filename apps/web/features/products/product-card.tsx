'use client';

import { Badge, Box, Group, Text } from '@mantine/core';
import type { Product } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { CardPicture, LinkCard, OverlayBadge, creatorOr } from '@/features/assets/asset-card';
import { useStockLabel } from '@/features/assets/stock-label';
import { useFormat } from '@/lib/i18n/use-format';
import { BagIcon, CoinIcon, DownloadIcon } from '@/features/layout/icons';
import { productPath } from '@/lib/routes';
import classes from '@/features/assets/assets.module.css';

/** The badges over a product's picture: digital, sold out. */
export function ProductBadges({ product, withSoldOut = true }: { product: Product; withSoldOut?: boolean }) {
  const t = useTranslations('products');
  return (
    <div className={classes.badges}>
      {product.type === 'digital' ? (
        <OverlayBadge icon={<DownloadIcon size={12} />}>{t('digital')}</OverlayBadge>
      ) : null}
      {withSoldOut && product.type === 'physical' && product.stock <= 0 ? (
        <Badge variant="filled" color="red" radius="xl">
          {t('soldOut')}
        </Badge>
      ) : null}
    </div>
  );
}

/** A product in a grid (store tab, bookmarks): picture, name, price, availability. */
export function ProductCard({ product, showCreator = false }: { product: Product; showCreator?: boolean }) {
  const stockLabel = useStockLabel();
  const f = useFormat();
  return (
    <LinkCard href={productPath(product)} label={`${product.name}, ${f.tokens(product.price)}`} testId="product-card">
      <Box className={classes.media} data-shape="square">
        <CardPicture src={product.image} icon={<BagIcon size={32} />} />
        <ProductBadges product={product} />
      </Box>
      <div className={classes.body}>
        <Text fw={700} truncate>
          {product.name}
        </Text>
        <Group justify="space-between" gap={6} wrap="nowrap">
          <Group gap={4} wrap="nowrap" c="brand">
            <CoinIcon size={14} />
            <Text size="sm" fw={600}>
              {f.tokens(product.price)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {creatorOr(showCreator, product.performer, stockLabel(product))}
          </Text>
        </Group>
      </div>
    </LinkCard>
  );
}
