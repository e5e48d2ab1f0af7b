'use client';

import { Badge, Box, Button, Card, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useState } from 'react';
import { AssetGrid } from '@/features/assets/asset-grid';
import { stockLabel } from '@/features/assets/asset-view';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { tokens } from '@/features/feeds/feed-view';
import { StatusBadges } from '@/features/galleries/creator-galleries-view';
import { BagIcon, DownloadIcon, PlusIcon } from '@/features/layout/icons';
import { StudioFilters } from '@/features/studio/studio-filters';
import { StudioHeader, countLine } from '@/features/studio/studio-header';
import { useApi } from '@/lib/api/api-context';
import { useListQuery } from '@/lib/list-query/use-list-query';
import { NEW_PRODUCT_PATH, editProductPath, productPath } from '@/lib/routes';
import { toast } from '@/lib/toast';
import type { OwnProduct } from './product-editor';
import classes from '@/features/assets/assets.module.css';
import { StudioItemActions } from '@/features/studio/studio-item-actions';

const PAGE_SIZE = 12;

const TYPE_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'physical', label: 'Physical' },
  { value: 'digital', label: 'Digital' },
];

function StudioProductCard({ product, onDelete }: { product: OwnProduct; onDelete: (product: OwnProduct) => void }) {
  const soldOut = product.type === 'physical' && product.stock <= 0;
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} data-testid="own-product" style={{ flex: 1 }}>
      <Box
        component={Link}
        href={editProductPath(product._id)}
        className={classes.media}
        data-shape="square"
        aria-label={`Edit ${product.name}`}
      >
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
        </div>
      </Box>
      <Stack gap={6} className={classes.body} style={{ flex: 1 }}>
        <Text fw={700} truncate>
          {product.name}
        </Text>
        <Group gap={4}>
          <Badge variant="light" radius="xl" size="sm">
            {tokens(product.price)}
          </Badge>
          {product.type === 'physical' ? (
            <Badge variant="light" color={soldOut ? 'red' : 'teal'} radius="xl" size="sm">
              {stockLabel(product)}
            </Badge>
          ) : null}
          <StatusBadges item={{ status: product.status, isSale: false, price: 0 }} withAccess={false} />
        </Group>
      </Stack>
      <StudioItemActions
        justify="flex-end"
        className={classes.tileActions}
        name={product.name}
        kind="product"
        viewHref={productPath(product)}
        viewLabel="View in the store"
        edit={editProductPath(product._id)}
        onDelete={() => onDelete(product)}
      />
    </Card>
  );
}

/** /creator/products: the creator's store (searchable, by kind, paged in the address). */
export function CreatorProductsView() {
  const api = useApi();
  const list = useListQuery({ pageSize: PAGE_SIZE });
  const type = typeof list.filters.type === 'string' && list.filters.type ? list.filters.type : 'all';
  const q = typeof list.filters.q === 'string' ? list.filters.q : '';
  const { saved: _saved, ...query } = list.apiParams;
  const page = useAssetPage<OwnProduct>('/performer/performer-assets/products/search', query);
  const [deleting, setDeleting] = useState<OwnProduct | null>(null);
  const filtered = type !== 'all' || q !== '';

  const newButton = (
    <Button
      component={Link}
      href={NEW_PRODUCT_PATH}
      radius="xl"
      leftSection={<PlusIcon size={16} />}
      data-testid="new-product"
    >
      New product
    </Button>
  );

  return (
    <Stack gap="lg" maw={1040} mx="auto" w="100%">
      <StudioHeader
        title="My store"
        subtitle={countLine(page.loaded, page.total, 'product')}
        action={newButton}
        testId="own-products-total"
      />
      <StudioFilters
        q={q}
        onSearch={(value) => list.setFilters({ q: value })}
        placeholder="Search your products"
        choice={type}
        choices={TYPE_CHOICES}
        choiceLabel="Kind of product"
        onChoice={(value) => list.setFilters({ type: value === 'all' ? '' : value })}
      />
      <AssetGrid
        items={page.items}
        total={page.total}
        loading={page.loading}
        loaded={page.loaded}
        error={page.error}
        onRetry={() => void page.reload()}
        page={list.current}
        pageSize={list.pageSize}
        onPage={(p) => list.setPage(p)}
        cols={{ base: 2, sm: 3, md: 4 }}
        label="My products"
        render={(product) => <StudioProductCard product={product} onDelete={setDeleting} />}
        empty={
          <Paper withBorder radius="lg" p="lg">
            <EmptyState
              variant="light"
              icon={<BagIcon size={28} />}
              title={filtered ? 'No products match' : 'Your store is empty'}
              description={filtered ? 'Try another search or kind.' : 'Sell merch, prints or digital downloads.'}
              py="xl"
              data-testid="own-products-empty"
            >
              {filtered ? null : <EmptyState.Actions>{newButton}</EmptyState.Actions>}
            </EmptyState>
          </Paper>
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this product?"
        message={`"${deleting?.name ?? ''}" leaves your store for good.`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.del(`/performer/performer-assets/products/${encodeURIComponent(deleting._id)}`);
          toast.success('Product deleted');
          if (page.items.length === 1 && list.current > 1) list.setPage(list.current - 1);
          else void page.reload({ quiet: true });
        }}
      />
    </Stack>
  );
}
