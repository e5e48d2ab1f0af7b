import { ASSET_MESSAGES, productFieldsSchema, type Product, type PublicSettings } from '@fanlane/shared';
import type { FileRule } from '@/features/media/file-checks';
import { addIssues, typedNumber, type ItemStatus } from '@/features/studio/item-form';
import type { UploadFieldValue } from '@/lib/api/upload';

export type ProductType = 'physical' | 'digital';

export interface ProductFormValues {
  name: string;
  description: string;
  type: ProductType;
  price: number | string;
  stock: number | string;
  status: ItemStatus;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  type: 'physical',
  price: '',
  stock: '',
  status: 'active',
};

export const PRODUCT_FORM_MESSAGES = {
  imageNeeded: 'Choose a picture of the product',
  priceNeeded: ASSET_MESSAGES.priceNeeded,
  digitalFileNeeded: 'Choose the file buyers download',
} as const;

export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    type: product.type,
    price: product.price,
    stock: product.type === 'physical' ? product.stock : '',
    status: product.status,
  };
}

export interface ProductFormContext {
  editing: boolean;
  hasImage: boolean;
  hasDigitalFile: boolean;
  /** Editing: whether the product already has a digital file. */
  hadDigitalFile?: boolean;
}

export type ProductFieldsResult =
  { ok: true; fields: Record<string, UploadFieldValue> } | { ok: false; errors: Record<string, string> };

/**
 * The text parts of `POST/PUT /performer/performer-assets/products` (contract 3.13), checked by the
 * shared schema: a name, a price above zero, stock for physical goods; a new product needs its
 * picture, and a digital one its file (the API answers "Missing digital file" otherwise).
 */
export function toProductFields(values: ProductFormValues, context: ProductFormContext): ProductFieldsResult {
  const errors: Record<string, string> = {};
  const price = typedNumber(values.price);
  if (!(price > 0)) errors.price = PRODUCT_FORM_MESSAGES.priceNeeded;
  if (!context.editing && !context.hasImage) errors.image = PRODUCT_FORM_MESSAGES.imageNeeded;
  if (values.type === 'digital' && !context.hasDigitalFile && !context.hadDigitalFile)
    errors.digitalFile = PRODUCT_FORM_MESSAGES.digitalFileNeeded;
  const fields: Record<string, UploadFieldValue> = {
    name: values.name.trim(),
    description: values.description.trim(),
    type: values.type,
    price: String(price),
    stock: values.type === 'physical' ? String(Math.trunc(typedNumber(values.stock))) : undefined,
    status: values.status,
  };
  const checked = productFieldsSchema.safeParse(fields);
  if (!checked.success) addIssues(errors, checked.error.issues);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, fields };
}

/**
 * The digital file of a product: a document, image, video, audio or archive (contract 3.13). Browsers
 * often know no type for archives, so any file may be chosen; the API decides by content.
 */
export function digitalFileRule(settings: Pick<PublicSettings, 'maxVideoUploadMb'>): FileRule {
  return { maxBytes: settings.maxVideoUploadMb * 1024 * 1024, accept: ['*/*'], label: 'File' };
}
