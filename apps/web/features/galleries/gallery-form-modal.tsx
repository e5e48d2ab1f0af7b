'use client';

import { Modal } from '@mantine/core';
import type { Gallery } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { checkedBy } from '@/features/feeds/composer/composer-form';
import { STATUS_VALUES } from '@/features/studio/editor-fields';
import { SaleFields, ScheduleFields } from '@/features/studio/sale-fields';
import { useApi } from '@/lib/api/api-context';
import { AppForm, CancelAndSubmit } from '@/lib/forms/app-form';
import { SegmentedField } from '@/lib/forms/choice-fields';
import { useAppForm } from '@/lib/forms/use-app-form';
import { TitleAndDescriptionFields } from './text-fields';
import { EMPTY_GALLERY, galleryFormValues, toGalleryInput, type GalleryFormValues } from './gallery-form';

const resolver = checkedBy(toGalleryInput);

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
  const t = useTranslations('studio');
  const tc = useTranslations('common');
  const form = useAppForm<GalleryFormValues>({
    resolver,
    defaultValues: gallery ? galleryFormValues(gallery) : EMPTY_GALLERY,
    onSubmit: async (values) => {
      const result = toGalleryInput(values);
      if (!result.ok) return;
      const saved = gallery
        ? await api.put<Gallery>(
            `/performer/performer-assets/galleries/${encodeURIComponent(gallery._id)}`,
            result.input,
          )
        : await api.post<Gallery>('/performer/performer-assets/galleries', result.input);
      onSaved(saved);
    },
  });
  const { reset, setFormError, control } = form;

  useEffect(() => {
    if (opened) {
      reset(gallery ? galleryFormValues(gallery) : EMPTY_GALLERY);
      setFormError(null);
    }
  }, [gallery, opened, reset, setFormError]);

  const title = gallery ? t('gallery.edit') : t('gallery.new');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg" size="lg">
      <AppForm form={form} label={title} data-testid="gallery-form">
        <TitleAndDescriptionFields control={control} required placeholder={t('gallery.titlePlaceholder')} maxRows={6} />
        <SegmentedField
          control={control}
          name="status"
          label={t('status.label')}
          description={t('status.galleryHint')}
          data={STATUS_VALUES.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
        <SaleFields control={control} kind="gallery" />
        <ScheduleFields control={control} kind="gallery" />
        <CancelAndSubmit onCancel={onClose} cancelLabel={tc('cancel')} data-testid="gallery-submit">
          {gallery ? t('gallery.saveChanges') : t('gallery.create')}
        </CancelAndSubmit>
      </AppForm>
    </Modal>
  );
}
