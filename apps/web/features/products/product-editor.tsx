'use client';

import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { Product } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { nestErrors, ruleFor, ruleHint } from '@/features/feeds/composer/composer-form';
import { STATUS_OPTIONS } from '@/features/galleries/gallery-form-modal';
import { ChevronLeftIcon, DownloadIcon } from '@/features/layout/icons';
import { FilePicker } from '@/features/media/file-picker';
import { formatBytes } from '@/features/media/file-checks';
import { UploadProgress } from '@/features/media/upload-progress';
import { StudioNav } from '@/features/studio/studio-nav';
import { isApiError, messageOf } from '@/lib/api/error';
import { useUpload } from '@/lib/api/use-upload';
import { CREATOR_PRODUCTS_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import {
  EMPTY_PRODUCT,
  digitalFileRule,
  productFormValues,
  toProductFields,
  type ProductFormContext,
  type ProductFormValues,
} from './product-form';
import classes from '@/features/assets/assets.module.css';
import composerClasses from '@/features/feeds/composer/composer.module.css';

/** The owner's view of a product (contract 4.10): the stored image id and a link to its file. */
export type OwnProduct = Product & { imageId: string | null; digitalFileUrl: string | null };

const resolver: Resolver<ProductFormValues, ProductFormContext> = (values, context) => {
  const result = toProductFields(values, context ?? { editing: false, hasImage: false, hasDigitalFile: false });
  return result.ok ? { values, errors: {} } : { values: {}, errors: nestErrors<ProductFormValues>(result.errors) };
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" className={composerClasses.section}>
      <Text fw={600}>{title}</Text>
      {children}
    </Stack>
  );
}

/**
 * The product form (/creator/products/new and .../edit): a picture, the kind (physical with stock,
 * or digital with the file buyers download), name, description, price and status, sent in one
 * multipart request with its progress.
 */
export function ProductEditor({ product }: { product?: OwnProduct }) {
  const router = useRouter();
  const settings = useAppSelector((state) => state.settings);
  const { upload, uploading, progress } = useUpload();
  const editing = Boolean(product);
  const [image, setImage] = useState<File | null>(null);
  const [digitalFile, setDigitalFile] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const context: ProductFormContext = {
    editing,
    hasImage: Boolean(image),
    hasDigitalFile: Boolean(digitalFile),
    hadDigitalFile: Boolean(product?.digitalFileId),
  };

  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, ProductFormContext>({
    resolver,
    context,
    defaultValues: product ? productFormValues(product) : EMPTY_PRODUCT,
  });
  const type = watch('type');
  const fileErrors = errors as Record<string, { message?: string } | undefined>;

  const onSubmit = handleSubmit(async (values) => {
    const result = toProductFields(values, context);
    if (!result.ok) return;
    setFormError(null);
    try {
      const saved = await upload<Product>(
        product
          ? `/performer/performer-assets/products/${encodeURIComponent(product._id)}`
          : '/performer/performer-assets/products',
        {
          method: product ? 'PUT' : 'POST',
          fields: result.fields,
          files: { image, digitalFile: values.type === 'digital' ? digitalFile : null },
        },
      );
      toast.success(editing ? 'Product saved' : 'Product added to your store');
      router.push(`${CREATOR_PRODUCTS_PATH}?saved=${encodeURIComponent(saved._id)}`);
      router.refresh();
    } catch (error) {
      setFormError(isApiError(error) ? error.message : messageOf(error));
    }
  });

  const busy = uploading || isSubmitting;
  const imageRule = ruleFor('thumbnail', settings);
  const fileRule = digitalFileRule(settings);

  return (
    <Stack gap="lg" maw={820} mx="auto" w="100%">
      <StudioNav />
      <Anchor component={Link} href={CREATOR_PRODUCTS_PATH} size="sm" c="dimmed">
        <ChevronLeftIcon size={14} style={{ verticalAlign: 'middle' }} /> My store
      </Anchor>
      <Title order={1} fz={28}>
        {editing ? 'Edit product' : 'New product'}
      </Title>
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-label={editing ? 'Edit product' : 'New product'}
        data-testid="product-form"
      >
        <Stack gap="lg">
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}

          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Stack gap={6}>
                <Text size="sm" fw={500} id="product-type-label">
                  Kind of product
                </Text>
                <SegmentedControl
                  radius="xl"
                  aria-labelledby="product-type-label"
                  value={field.value}
                  onChange={field.onChange}
                  data={[
                    { value: 'physical', label: 'Physical (shipped)' },
                    { value: 'digital', label: 'Digital (download)' },
                  ]}
                  style={{ alignSelf: 'flex-start' }}
                  data-testid="product-type"
                />
              </Stack>
            )}
          />

          <SimpleGrid cols={{ base: 1, sm: product?.image ? 2 : 1 }} spacing="md">
            {product?.image ? (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Current picture
                </Text>
                <img src={product.image} alt="" className={classes.detailImage} style={{ maxWidth: 220 }} />
              </Stack>
            ) : null}
            <FilePicker
              label={product?.image ? 'Replace the picture' : 'Picture'}
              description={`${ruleHint(imageRule)}. Shown in your store, to everyone.`}
              rule={imageRule}
              value={image}
              onChange={setImage}
              required={!editing}
              error={image ? undefined : fileErrors.image?.message}
              name="image"
              disabled={busy}
            />
          </SimpleGrid>

          {type === 'digital' ? (
            <Stack gap={6}>
              {product?.digitalFileUrl ? (
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    Buyers download the current file.
                  </Text>
                  <Anchor href={product.digitalFileUrl} size="sm" target="_blank" rel="noopener noreferrer">
                    <DownloadIcon size={14} style={{ verticalAlign: 'middle' }} /> Check it
                  </Anchor>
                </Group>
              ) : null}
              <FilePicker
                label={product?.digitalFileId ? 'Replace the file' : 'File buyers download'}
                description={`Only buyers get a link to it. Any document, picture, video, audio or archive up to ${formatBytes(fileRule.maxBytes)}.`}
                rule={fileRule}
                value={digitalFile}
                onChange={setDigitalFile}
                required={!product?.digitalFileId}
                error={digitalFile ? undefined : fileErrors.digitalFile?.message}
                name="digitalFile"
                hint={`Any file up to ${formatBytes(fileRule.maxBytes)}.`}
                disabled={busy}
              />
            </Stack>
          ) : null}

          <Section title="About it">
            <TextInput
              {...register('name')}
              label="Name"
              maxLength={200}
              withAsterisk
              error={errors.name?.message}
              data-testid="product-name"
            />
            <Textarea
              {...register('description')}
              label="Description"
              autosize
              minRows={3}
              maxRows={10}
              maxLength={5000}
              error={errors.description?.message}
            />
          </Section>

          <Section title="Price and stock">
            <Group gap="md" align="flex-start">
              <Controller
                control={control}
                name="price"
                render={({ field }) => (
                  <NumberInput
                    label="Price (tokens)"
                    min={1}
                    max={100000}
                    decimalScale={2}
                    allowNegative={false}
                    w={200}
                    withAsterisk
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    ref={field.ref}
                    error={errors.price?.message}
                  />
                )}
              />
              {type === 'physical' ? (
                <Controller
                  control={control}
                  name="stock"
                  render={({ field }) => (
                    <NumberInput
                      label="Stock"
                      description="How many you can ship"
                      min={0}
                      max={1000000}
                      allowDecimal={false}
                      allowNegative={false}
                      w={200}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                      error={errors.stock?.message}
                    />
                  )}
                />
              ) : null}
            </Group>
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <SegmentedControl
                  radius="xl"
                  aria-label="Status"
                  value={field.value}
                  onChange={field.onChange}
                  data={STATUS_OPTIONS}
                  style={{ alignSelf: 'flex-start' }}
                />
              )}
            />
          </Section>

          {uploading ? <UploadProgress value={progress} label="Uploading the files" /> : null}

          <Group justify="flex-end" gap="sm" className={composerClasses.section}>
            <Button component={Link} href={CREATOR_PRODUCTS_PATH} variant="default" radius="xl">
              Cancel
            </Button>
            <Button type="submit" radius="xl" loading={busy} data-testid="product-submit">
              {editing ? 'Save changes' : 'Add to store'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
