import { ASSET_MESSAGES } from '@fanlane/shared';
import { describe, expect, it } from 'vitest';
import { product } from '@/features/assets/testing';
import {
  EMPTY_PRODUCT,
  PRODUCT_FORM_MESSAGES,
  digitalFileRule,
  productFormValues,
  toProductFields,
} from './product-form';

const fresh = { editing: false, hasImage: true, hasDigitalFile: false };

describe('product form', () => {
  it('sends a physical product with its stock, a digital one without', () => {
    expect(toProductFields({ ...EMPTY_PRODUCT, name: 'Poster', price: 12, stock: 5 }, fresh)).toEqual({
      ok: true,
      fields: { name: 'Poster', description: '', type: 'physical', price: '12', stock: '5', status: 'active' },
    });
    const digital = toProductFields(
      { ...EMPTY_PRODUCT, name: 'Presets', type: 'digital', price: 3, stock: 9 },
      { ...fresh, hasDigitalFile: true },
    );
    expect(digital.ok && digital.fields.stock).toBeUndefined();
  });

  it('needs a name, a price, a picture for a new product and a file for a digital one', () => {
    expect(
      toProductFields(
        { ...EMPTY_PRODUCT, type: 'digital' },
        { editing: false, hasImage: false, hasDigitalFile: false },
      ),
    ).toEqual({
      ok: false,
      errors: {
        price: ASSET_MESSAGES.priceNeeded,
        image: PRODUCT_FORM_MESSAGES.imageNeeded,
        digitalFile: PRODUCT_FORM_MESSAGES.digitalFileNeeded,
        name: 'Give the product a name',
      },
    });
  });

  it('lets an edit keep its picture and its file', () => {
    const edit = { editing: true, hasImage: false, hasDigitalFile: false, hadDigitalFile: true };
    expect(toProductFields({ ...EMPTY_PRODUCT, name: 'x', type: 'digital', price: 1 }, edit).ok).toBe(true);
  });

  it('fills the form from a product; any file may be a digital product', () => {
    expect(productFormValues(product({ type: 'digital', stock: 0 }))).toMatchObject({ type: 'digital', stock: '' });
    expect(productFormValues(product())).toMatchObject({ type: 'physical', stock: 3, price: 12 });
    expect(digitalFileRule({ maxVideoUploadMb: 10 })).toEqual({
      maxBytes: 10 * 1024 * 1024,
      accept: ['*/*'],
      label: 'File',
    });
  });
});
