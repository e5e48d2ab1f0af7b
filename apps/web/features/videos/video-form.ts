import { videoEditFieldsSchema, videoFieldsSchema, type Video } from '@fanlane/shared';
import { isoFromLocal, localDateTime } from '@/features/feeds/composer/composer-form';
import type { UploadFieldValue } from '@/lib/api/upload';

export type VideoStatus = 'active' | 'inactive' | 'draft';

/** What the video form holds; files live beside it. Dates are datetime-local text. */
export interface VideoFormValues {
  title: string;
  description: string;
  status: VideoStatus;
  tags: string[];
  isSale: boolean;
  price: number | string;
  isSchedule: boolean;
  scheduledAt: string;
}

export const EMPTY_VIDEO: VideoFormValues = {
  title: '',
  description: '',
  status: 'active',
  tags: [],
  isSale: false,
  price: '',
  isSchedule: false,
  scheduledAt: '',
};

export const VIDEO_FORM_MESSAGES = {
  videoNeeded: 'Choose the video',
  scheduleNeeded: 'Choose when to publish',
} as const;

export function videoFormValues(video: Video): VideoFormValues {
  return {
    title: video.title,
    description: video.description,
    status: video.status === 'file-error' ? 'active' : video.status,
    tags: video.tags,
    isSale: video.isSale,
    price: video.isSale ? video.price : '',
    isSchedule: video.isSchedule,
    scheduledAt: localDateTime(video.scheduledAt),
  };
}

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
  const scheduledAt = values.isSchedule ? isoFromLocal(values.scheduledAt) : null;
  if (values.isSchedule && !scheduledAt) errors.scheduledAt = VIDEO_FORM_MESSAGES.scheduleNeeded;
  const price = values.isSale ? (values.price === '' ? 0 : Number(values.price)) : 0;
  const fields: Record<string, UploadFieldValue> = {
    title: values.title.trim(),
    description: values.description.trim(),
    status: values.status,
    isSale: String(values.isSale),
    price: values.isSale ? String(Number.isFinite(price) ? price : 0) : undefined,
    isSchedule: String(values.isSchedule),
    scheduledAt: scheduledAt ?? undefined,
    tags: values.tags.map((t) => t.trim()).filter(Boolean),
  };
  // The shared schemas read the same strings the API will.
  const schema = context.editing ? videoEditFieldsSchema : videoFieldsSchema;
  const checked = schema.safeParse(fields);
  if (!checked.success) {
    for (const issue of checked.error.issues) errors[String(issue.path[0] ?? 'root')] ??= issue.message;
  }
  // An edit checks the sale rule too (the edit schema leaves it to the server).
  if (context.editing && values.isSale && !(price > 0)) {
    const full = videoFieldsSchema.safeParse({ ...fields, title: fields.title || 'x' });
    if (!full.success) for (const issue of full.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}
