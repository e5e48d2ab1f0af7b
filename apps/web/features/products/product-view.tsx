'use client';

import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { canDownload } from '@/features/assets/asset-view';
import { useStockLabel } from '@/features/assets/stock-label';
import { AssetPage, EditLink, authorName } from '@/features/assets/asset-page';
import { CreatorLine } from '@/features/assets/creator-line';
import { ItemActions } from '@/features/assets/item-actions';
import { useFormat } from '@/lib/i18n/use-format';
import { BagIcon, CoinIcon, DownloadIcon } from '@/features/layout/icons';
import { UnlockButton } from '@/features/wallet/unlock-button';
import { useOnPurchased } from '@/features/wallet/use-purchases';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { editProductPath } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import classes from '@/features/assets/assets.module.css';

/**
 * A product's page (/store/{slug}): picture, price, availability and description. Fans buy it from
 * the wallet (the purchase dialog); buyers and the creator download a digital product through a
 * short-lived link (`GET /performer-assets/products/{id}/download-link`).
 */
export function ProductView({ product: initial }: { product: Product }) {
  const t = useTranslations('products');
  const stockLabel = useStockLabel();
  const f = useFormat();
  const api = useApi();
  const [product, setProduct] = useState(initial);
  const viewerId = useAppSelector((state) => state.user.current._id);
  const isOwner = viewerId !== '' && viewerId === product.performerId;
  const [downloading, setDownloading] = useState(false);
  const soldOut = product.type === 'physical' && product.stock <= 0;
  const author = authorName(product.performer, t('view.author'));

  // Bought (here or in another tab): the product is read again (bought, stock, download).
  useOnPurchased(product._id, () => {
    api
      .get<Product>(`/performer-assets/products/${encodeURIComponent(product._id)}`)
      .then((fresh) => fresh?._id && setProduct(fresh))
      .catch(() => undefined);
  });

  const download = async () => {
    setDownloading(true);
    try {
      const { downloadLink } = await api.get<{ downloadLink: string }>(
        `/performer-assets/products/${encodeURIComponent(product._id)}/download-link`,
      );
      // The link is signed for this viewer and expires in minutes: follow it now.
      window.location.assign(downloadLink);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AssetPage kind="product" performer={product.performer}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        {product.image ? (
          <img src={product.image} alt={product.name} className={classes.detailImage} />
        ) : (
          <div className={classes.media} data-shape="square" style={{ borderRadius: 16 }}>
            <span className={classes.placeholder}>
              <BagIcon size={48} />
            </span>
          </div>
        )}
        <Stack gap="md">
          <Stack gap={6}>
            <Group gap={6}>
              {product.type === 'physical' ? (
                <Badge variant="light" radius="xl" color="blue">
                  {t('view.shipped')}
                </Badge>
              ) : null}
              <Badge
                variant="light"
                radius="xl"
                color={product.type === 'digital' ? 'grape' : soldOut ? 'red' : 'teal'}
                data-testid="product-stock"
              >
                {stockLabel(product)}
              </Badge>
            </Group>
            <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="product-name">
              {product.name}
            </Title>
            <Group gap={6} c="brand">
              <CoinIcon size={20} />
              <Text fz={24} fw={700} data-testid="product-price">
                {f.tokens(product.price)}
              </Text>
            </Group>
          </Stack>
          <Paper withBorder radius="lg" p="md">
            <Stack gap="sm">
              {canDownload(product) ? (
                <Button
                  radius="xl"
                  size="md"
                  leftSection={<DownloadIcon size={18} />}
                  onClick={() => void download()}
                  loading={downloading}
                  data-testid="download-button"
                >
                  {t('view.download')}
                </Button>
              ) : null}
              {isOwner ? (
                <EditLink href={editProductPath(product._id)} iconSize={16}>
                  {t('view.edit')}
                </EditLink>
              ) : product.isBought && product.type === 'digital' ? (
                <Text size="sm" c="dimmed">
                  {t('view.bought')}
                </Text>
              ) : soldOut ? (
                <Button radius="xl" size="md" leftSection={<BagIcon size={18} />} disabled data-testid="buy-button">
                  {t('soldOut')}
                </Button>
              ) : (
                <UnlockButton
                  size="md"
                  leftSection={<BagIcon size={18} />}
                  testId="buy-button"
                  item={{
                    target: 'product',
                    _id: product._id,
                    title: product.name,
                    price: product.price,
                    image: product.image,
                    performerName: author,
                    stock: product.type === 'physical' ? product.stock : undefined,
                  }}
                >
                  {t('view.buy', { price: f.tokens(product.price) })}
                </UnlockButton>
              )}
            </Stack>
          </Paper>
          <CreatorLine performer={product.performer} />
          {product.description ? <Text className={classes.description}>{product.description}</Text> : null}
        </Stack>
      </SimpleGrid>
      <ItemActions objectType="product" item={product} bookmarked={product.isBookMarked} />
    </AssetPage>
  );
}
