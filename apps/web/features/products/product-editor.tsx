'use client';

import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Product } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ruleFor } from '@/features/feeds/composer/composer-form';
import { DownloadIcon } from '@/features/layout/icons';
import { FilePicker } from '@/features/media/file-picker';
import { formatBytes } from '@/features/media/file-checks';
import { EditorSection } from '@/features/studio/editor-frame';
import { AboutFields, StatusField } from '@/features/studio/editor-fields';
import { PriceField } from '@/features/studio/sale-fields';
import { StudioEditor, useStudioEditor, useStudioForm } from '@/features/studio/studio-editor';
import { useRuleHint } from '@/features/studio/use-rule-hint';
import { CountField } from '@/lib/forms/count-field';
import { SegmentedField } from '@/lib/forms/choice-fields';
import { useAppSelector } from '@/lib/store/hooks';
import {
  EMPTY_PRODUCT,
  digitalFileRule,
  productFormValues,
  toProductFields,
  type ProductFormContext,
  type ProductFormValues,
} from './product-form';
import classes from '@/features/assets/assets.module.css';

/** The owner's view of a product (contract 4.10): the stored image id and a link to its file. */
export type OwnProduct = Product & { imageId: string | null; digitalFileUrl: string | null };

/**
 * The product form (/creator/products/new and .../edit): a picture, the kind (physical with stock,
 * or digital with the file buyers download), name, description, price and status, sent in one
 * multipart request with its progress.
 */
export function ProductEditor({ product }: { product?: OwnProduct }) {
  const t = useTranslations('products.editor');
  const settings = useAppSelector((state) => state.settings);
  const editing = Boolean(product);
  const [image, setImage] = useState<File | null>(null);
  const [digitalFile, setDigitalFile] = useState<File | null>(null);
  const editor = useStudioEditor('product', editing);
  const context: ProductFormContext = {
    editing,
    hasImage: Boolean(image),
    hasDigitalFile: Boolean(digitalFile),
    hadDigitalFile: Boolean(product?.digitalFileId),
  };

  const { control, watch, busy, fileError, submitWith } = useStudioForm({
    editor,
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT,
    check: (values: ProductFormValues) => toProductFields(values, context),
  });
  const type = watch('type');

  const onSubmit = submitWith((fields, values) =>
    editor.send(
      product
        ? `/performer/performer-assets/products/${encodeURIComponent(product._id)}`
        : '/performer/performer-assets/products',
      { fields, files: { image, digitalFile: values.type === 'digital' ? digitalFile : null } },
      editing ? t('saved') : t('added'),
    ),
  );

  const ruleHint = useRuleHint();
  const imageRule = ruleFor('thumbnail', settings);
  const fileRule = digitalFileRule(settings);

  return (
    <StudioEditor editor={editor} onSubmit={onSubmit} busy={busy}>
      <SegmentedField
        control={control}
        name="type"
        label={t('kind')}
        data={[
          { value: 'physical', label: t('physical') },
          { value: 'digital', label: t('digital') },
        ]}
        data-testid="product-type"
      />

      <SimpleGrid cols={{ base: 1, sm: product?.image ? 2 : 1 }} spacing="md">
        {product?.image ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('currentPicture')}
            </Text>
            <img src={product.image} alt="" className={classes.detailImage} style={{ maxWidth: 220 }} />
          </Stack>
        ) : null}
        <FilePicker
          label={product?.image ? t('replacePicture') : t('picture')}
          description={t('pictureHint', { rule: ruleHint(imageRule) })}
          rule={imageRule}
          value={image}
          onChange={setImage}
          required={!editing}
          error={image || !fileError('image') ? undefined : t('imageNeeded')}
          name="image"
          disabled={busy}
        />
      </SimpleGrid>

      {type === 'digital' ? (
        <Stack gap={6}>
          {product?.digitalFileUrl ? (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('currentFile')}
              </Text>
              <Anchor href={product.digitalFileUrl} size="sm" target="_blank" rel="noopener noreferrer">
                <DownloadIcon size={14} style={{ verticalAlign: 'middle' }} /> {t('checkFile')}
              </Anchor>
            </Group>
          ) : null}
          <FilePicker
            label={product?.digitalFileId ? t('replaceFile') : t('file')}
            description={t('fileHint', { size: formatBytes(fileRule.maxBytes) })}
            rule={fileRule}
            value={digitalFile}
            onChange={setDigitalFile}
            required={!product?.digitalFileId}
            error={digitalFile || !fileError('digitalFile') ? undefined : t('digitalFileNeeded')}
            name="digitalFile"
            hint={t('fileLimit', { size: formatBytes(fileRule.maxBytes) })}
            disabled={busy}
          />
        </Stack>
      ) : null}

      <EditorSection title={t('about')}>
        <AboutFields control={control} titleName="name" titleLabel={t('name')} titleTestId="product-name" />
      </EditorSection>

      <EditorSection title={t('priceAndStock')}>
        <Group gap="md" align="flex-start">
          <PriceField control={control} name="price" w={200} />
          {type === 'physical' ? (
            <CountField
              control={control}
              name="stock"
              label={t('stock')}
              description={t('stockHint')}
              min={0}
              max={1000000}
              w={200}
            />
          ) : null}
        </Group>
        <StatusField control={control} />
      </EditorSection>
    </StudioEditor>
  );
}
