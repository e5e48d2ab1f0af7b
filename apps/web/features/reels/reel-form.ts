import { reelFieldsSchema, type Reel } from '@fanlane/shared';

export interface ReelFormValues {
  title: string;
  description: string;
  status: 'active' | 'inactive' | 'draft';
  isSale: boolean;
  price: number | string;
}

export const EMPTY_REEL: ReelFormValues = { title: '', description: '', status: 'active', isSale: false, price: '' };

export function reelFormValues(reel: Reel): ReelFormValues {
  return {
    title: reel.title,
    description: reel.description,
    status: reel.status === 'file-error' ? 'active' : reel.status,
    isSale: reel.isSale,
    price: reel.isSale ? reel.price : '',
  };
}

export type ReelFieldsResult =
  | { ok: true; fields: { title: string; description: string; status: string; isSale: boolean; price: number } }
  | { ok: false; errors: Record<string, string> };

/** The fields of `POST /reels/upload` (as text parts) and `PUT /reels/{id}` (JSON), checked by the shared schema. */
export function toReelFields(values: ReelFormValues): ReelFieldsResult {
  const price = values.isSale ? (values.price === '' ? 0 : Number(values.price)) : 0;
  const fields = {
    title: values.title.trim(),
    description: values.description.trim(),
    status: values.status,
    isSale: values.isSale,
    price: Number.isFinite(price) ? price : 0,
  };
  const checked = reelFieldsSchema.safeParse(fields);
  if (checked.success) return { ok: true, fields };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[String(issue.path[0] ?? 'root')] ??= issue.message;
  return { ok: false, errors };
}
