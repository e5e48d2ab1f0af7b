'use client';

import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { Gallery } from '@fanlane/shared';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { nestErrors } from '@/features/feeds/composer/composer-form';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { EMPTY_GALLERY, galleryFormValues, toGalleryInput, type GalleryFormValues } from './gallery-form';

const resolver: Resolver<GalleryFormValues> = (values) => {
  const result = toGalleryInput(values);
  return result.ok ? { values, errors: {} } : { values: {}, errors: nestErrors<GalleryFormValues>(result.errors) };
};

export const STATUS_OPTIONS = [
  { value: 'active', label: 'Published' },
  { value: 'inactive', label: 'Hidden' },
  { value: 'draft', label: 'Draft' },
];

/** Creates or edits a gallery: title, description, who sees it (subscribers or a price), schedule. */
export function GalleryFormModal({
  opened,
  gallery,
  onClose,
  onSaved,
}: {
  opened: boolean;
  /** The gallery being edited; none to create one. */
  gallery: Gallery | null;
  onClose: () => void;
  onSaved: (gallery: Gallery) => void;
}) {
  const api = useApi();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<GalleryFormValues>({
    resolver,
    defaultValues: gallery ? galleryFormValues(gallery) : EMPTY_GALLERY,
  });
  const [isSale, isSchedule] = watch(['isSale', 'isSchedule']);

  useEffect(() => {
    if (opened) {
      reset(gallery ? galleryFormValues(gallery) : EMPTY_GALLERY);
      setFormError(null);
    }
  }, [gallery, opened, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const result = toGalleryInput(values);
    if (!result.ok) return;
    setFormError(null);
    try {
      const saved = gallery
        ? await api.put<Gallery>(
            `/performer/performer-assets/galleries/${encodeURIComponent(gallery._id)}`,
            result.input,
          )
        : await api.post<Gallery>('/performer/performer-assets/galleries', result.input);
      onSaved(saved);
    } catch (error) {
      setFormError(messageOf(error));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={gallery ? 'Edit gallery' : 'New gallery'}
      centered
      radius="lg"
      size="lg"
    >
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={gallery ? 'Edit gallery' : 'New gallery'}
        data-testid="gallery-form"
      >
        <Stack gap="md">
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            {...register('title')}
            label="Title"
            placeholder="Summer in Lisbon"
            maxLength={200}
            withAsterisk
            data-autofocus
            error={errors.title?.message}
          />
          <Textarea
            {...register('description')}
            label="Description"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            error={errors.description?.message}
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="gallery-status-label">
                  Status
                </Text>
                <SegmentedControl
                  radius="xl"
                  aria-labelledby="gallery-status-label"
                  value={field.value}
                  onChange={field.onChange}
                  data={STATUS_OPTIONS}
                  style={{ alignSelf: 'flex-start' }}
                />
                <Text size="xs" c="dimmed">
                  Fans see published galleries once they hold at least one photo.
                </Text>
              </Stack>
            )}
          />
          <Controller
            control={control}
            name="isSale"
            render={({ field }) => (
              <Switch
                label="Sell it"
                description="Fans pay a price in tokens to unlock the photos. Otherwise your subscribers see them."
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                name={field.name}
                ref={field.ref}
              />
            )}
          />
          {isSale ? (
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
                  maw={220}
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
          ) : null}
          <Controller
            control={control}
            name="isSchedule"
            render={({ field }) => (
              <Switch
                label="Schedule"
                description="Publish later: fans see the gallery from this time on."
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                name={field.name}
                ref={field.ref}
              />
            )}
          />
          {isSchedule ? (
            <TextInput
              {...register('scheduledAt')}
              type="datetime-local"
              label="Publish at"
              maw={280}
              withAsterisk
              error={errors.scheduledAt?.message}
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" radius="xl" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" radius="xl" loading={isSubmitting} data-testid="gallery-submit">
              {gallery ? 'Save changes' : 'Create gallery'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
