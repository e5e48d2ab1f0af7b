import { videoEditFieldsSchema, videoFieldsSchema, type Video } from '@fanlane/shared';
import {
  EMPTY_SCHEDULED_ITEM,
  SCHEDULE_NEEDED,
  addIssues,
  saleAndSchedule,
  scheduledItemValues,
  type ScheduledItemFormValues,
} from '@/features/studio/item-form';
import type { UploadFieldValue } from '@/lib/api/upload';

/** What the video form holds; files live beside it. Dates are datetime-local text. */
export interface VideoFormValues extends ScheduledItemFormValues {
  tags: string[];
}

export const EMPTY_VIDEO: VideoFormValues = { ...EMPTY_SCHEDULED_ITEM, tags: [] };

export const VIDEO_FORM_MESSAGES = {
  videoNeeded: 'Choose the video',
  scheduleNeeded: SCHEDULE_NEEDED,
} as const;

export const videoFormValues = (video: Video): VideoFormValues => ({ ...scheduledItemValues(video), tags: video.tags });

export type VideoFieldsResult =
  { ok: true; fields: Record<string, UploadFieldValue> } | { ok: false; errors: Record<string, string> };

/**
 * The text parts of the multipart upload or edit (contract 3.11), checked by the shared schema:
 * booleans as "true"/"false", the price only for sale, the schedule as an ISO instant, tags
 * repeated. A new video needs its file.
 */
export function toVideoFields(
  values: VideoFormValues,
  context: { editing: boolean; hasVideoFile: boolean },
): VideoFieldsResult {
  const errors: Record<string, string> = {};
  if (!context.editing && !context.hasVideoFile) errors.video = VIDEO_FORM_MESSAGES.videoNeeded;
  const { price, scheduledAt } = saleAndSchedule(values, errors);
  const fields: Record<string, UploadFieldValue> = {
    title: values.title.trim(),
    description: values.description.trim(),
    status: values.status,
    isSale: String(values.isSale),
    price: values.isSale ? String(price) : undefined,
    isSchedule: String(values.isSchedule),
    scheduledAt: scheduledAt ?? undefined,
    tags: values.tags.map((t) => t.trim()).filter(Boolean),
  };
  // The shared schemas read the same strings the API will.
  const schema = context.editing ? videoEditFieldsSchema : videoFieldsSchema;
  const checked = schema.safeParse(fields);
  if (!checked.success) addIssues(errors, checked.error.issues);
  // An edit checks the sale rule too (the edit schema leaves it to the server).
  if (context.editing && values.isSale && !(price > 0)) {
    const full = videoFieldsSchema.safeParse({ ...fields, title: fields.title || 'x' });
    if (!full.success) addIssues(errors, full.error.issues);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}
