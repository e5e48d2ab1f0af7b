'use client';

import type { Photo } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { DialogForm } from '@/features/studio/editor-frame';
import { useApi } from '@/lib/api/api-context';
import { useEditDialog } from '@/lib/forms/use-edit-dialog';
import { TitleAndDescriptionFields } from './text-fields';

interface PhotoText {
  title: string;
  description: string;
}

const textOf = (photo: Photo): PhotoText => ({ title: photo.title, description: photo.description });

/** Edits a photo's title and description (`PUT /performer/performer-assets/photos/{id}`) in a dialog. */
export function PhotoEditModal({
  photo,
  onClose,
  onSaved,
}: {
  photo: Photo | null;
  onClose: () => void;
  onSaved: (photo: Photo) => void;
}) {
  const t = useTranslations('galleries.manage');
  const api = useApi();
  const { form, dialog } = useEditDialog<Photo, PhotoText>(photo, {
    empty: { title: '', description: '' },
    valuesOf: textOf,
    save: async ({ _id }, { title, description }) => {
      const path = `/performer/performer-assets/photos/${encodeURIComponent(_id)}`;
      onSaved(await api.put<Photo>(path, { title: title.trim(), description: description.trim() }));
    },
  });
  const { control } = form;

  return (
    <DialogForm {...dialog} title={t('editPhoto')} onClose={onClose} testId="photo-form">
      <TitleAndDescriptionFields control={control} maxRows={5} />
    </DialogForm>
  );
}
