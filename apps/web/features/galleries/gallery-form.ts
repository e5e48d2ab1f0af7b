import { galleryInputSchema, type Gallery, type GalleryInput } from '@fanlane/shared';
import {
  EMPTY_SCHEDULED_ITEM,
  addIssues,
  saleAndSchedule,
  scheduledItemValues,
  type ScheduledItemFormValues,
} from '@/features/studio/item-form';

export { SCHEDULE_NEEDED } from '@/features/studio/item-form';

/** What the gallery form holds: the schedule as datetime-local text, the price as typed. */
export type GalleryFormValues = ScheduledItemFormValues;

export const EMPTY_GALLERY: GalleryFormValues = EMPTY_SCHEDULED_ITEM;

export const galleryFormValues = (gallery: Gallery): GalleryFormValues => scheduledItemValues(gallery);

export type GalleryFormResult = { ok: true; input: GalleryInput } | { ok: false; errors: Record<string, string> };

/**
 * The body of `POST/PUT /performer/performer-assets/galleries`, checked by the shared schema
 * (title, price for sale); the schedule needs a time when it is on.
 */
export function toGalleryInput(values: GalleryFormValues): GalleryFormResult {
  const errors: Record<string, string> = {};
  const { price, scheduledAt } = saleAndSchedule(values, errors);
  const checked = galleryInputSchema.safeParse({
    title: values.title,
    description: values.description,
    status: values.status,
    isSale: values.isSale,
    price,
    isSchedule: values.isSchedule,
    scheduledAt: scheduledAt ?? undefined,
  });
  if (!checked.success) addIssues(errors, checked.error.issues);
  if (Object.keys(errors).length > 0 || !checked.success) return { ok: false, errors };
  return { ok: true, input: checked.data };
}
