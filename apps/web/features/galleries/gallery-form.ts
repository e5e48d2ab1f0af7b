import { galleryInputSchema, type Gallery, type GalleryInput } from '@fanlane/shared';
import { isoFromLocal, localDateTime } from '@/features/feeds/composer/composer-form';

export type AssetStatus = 'active' | 'inactive' | 'draft';

/** What the gallery form holds: the schedule as datetime-local text, the price as typed. */
export interface GalleryFormValues {
  title: string;
  description: string;
  status: AssetStatus;
  isSale: boolean;
  price: number | string;
  isSchedule: boolean;
  scheduledAt: string;
}

export const EMPTY_GALLERY: GalleryFormValues = {
  title: '',
  description: '',
  status: 'active',
  isSale: false,
  price: '',
  isSchedule: false,
  scheduledAt: '',
};

export const SCHEDULE_NEEDED = 'Choose when to publish';

export function galleryFormValues(gallery: Gallery): GalleryFormValues {
  return {
    title: gallery.title,
    description: gallery.description,
    status: gallery.status,
    isSale: gallery.isSale,
    price: gallery.isSale ? gallery.price : '',
    isSchedule: gallery.isSchedule,
    scheduledAt: localDateTime(gallery.scheduledAt),
  };
}

export type GalleryFormResult = { ok: true; input: GalleryInput } | { ok: false; errors: Record<string, string> };

/**
 * The body of `POST/PUT /performer/performer-assets/galleries`, checked by the shared schema
 * (title, price for sale); the schedule needs a time when it is on.
 */
export function toGalleryInput(values: GalleryFormValues): GalleryFormResult {
  const errors: Record<string, string> = {};
  const scheduledAt = values.isSchedule ? isoFromLocal(values.scheduledAt) : null;
  if (values.isSchedule && !scheduledAt) errors.scheduledAt = SCHEDULE_NEEDED;
  const price = values.isSale ? (values.price === '' ? 0 : Number(values.price)) : 0;
  const checked = galleryInputSchema.safeParse({
    title: values.title,
    description: values.description,
    status: values.status,
    isSale: values.isSale,
    price: Number.isFinite(price) ? price : 0,
    isSchedule: values.isSchedule,
    scheduledAt: scheduledAt ?? undefined,
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !checked.success) return { ok: false, errors };
  return { ok: true, input: checked.data };
}
