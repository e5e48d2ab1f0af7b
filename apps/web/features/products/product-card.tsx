'use client';

import { Badge, Box, Card, Group, Text } from '@mantine/core';
import type { Product } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { stockLabel } from '@/features/assets/asset-view';
import { tokens } from '@/features/feeds/feed-view';
import { BagIcon, CoinIcon, DownloadIcon } from '@/features/layout/icons';
import { productPath } from '@/lib/routes';
import classes from '@/features/assets/assets.module.css';

/** A product in a grid (store tab, bookmarks): picture, name, price, availability. */
export function ProductCard({ product, showCreator = false }: { product: Product; showCreator?: boolean }) {
  const soldOut = product.type === 'physical' && product.stock <= 0;
  return (
    <Card
      component={Link}
      href={productPath(product)}
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      aria-label={`${product.name}, ${tokens(product.price)}`}
      data-testid="product-card"
    >
      <Box className={classes.media} data-shape="square">
        {product.image ? (
          <img src={product.image} alt="" loading="lazy" />
        ) : (
          <span className={classes.placeholder}>
            <BagIcon size={32} />
          </span>
        )}
        <div className={classes.badges}>
          {product.type === 'digital' ? (
            <Badge variant="filled" color="dark" radius="xl" leftSection={<DownloadIcon size={12} />}>
              Digital
            </Badge>
          ) : null}
          {soldOut ? (
            <Badge variant="filled" color="red" radius="xl">
              Sold out
            </Badge>
          ) : null}
        </div>
      </Box>
      <div className={classes.body}>
        <Text fw={700} truncate>
          {product.name}
        </Text>
        <Group justify="space-between" gap={6} wrap="nowrap">
          <Group gap={4} wrap="nowrap" c="brand">
            <CoinIcon size={14} />
            <Text size="sm" fw={600}>
              {tokens(product.price)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {showCreator && product.performer
              ? product.performer.name || product.performer.username
              : stockLabel(product)}
          </Text>
        </Group>
      </div>
    </Card>
  );
}
