import { reelFieldsSchema, type Reel } from '@fanlane/shared';
import { EMPTY_ITEM, addIssues, saleItemValues, salePrice, type ItemFormValues } from '@/features/studio/item-form';

export type ReelFormValues = ItemFormValues;

export const EMPTY_REEL: ReelFormValues = EMPTY_ITEM;

export const reelFormValues = (reel: Reel): ReelFormValues => saleItemValues(reel);

export type ReelFieldsResult =
  | { ok: true; fields: { title: string; description: string; status: string; isSale: boolean; price: number } }
  | { ok: false; errors: Record<string, string> };

/** The fields of `POST /reels/upload` (as text parts) and `PUT /reels/{id}` (JSON), checked by the shared schema. */
export function toReelFields(values: ReelFormValues): ReelFieldsResult {
  const fields = {
    title: values.title.trim(),
    description: values.description.trim(),
    status: values.status,
    isSale: values.isSale,
    price: salePrice(values),
  };
  const checked = reelFieldsSchema.safeParse(fields);
  if (checked.success) return { ok: true, fields };
  return { ok: false, errors: addIssues({}, checked.error.issues) };
}
