import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AdminUser, Category, CategoryInput, Paged } from '@fanlane/shared';
import { adminApi } from '@/features/admin/admin.api';
import { catalogAdminApi } from '@/features/admin/catalog.api';
import { ordersApi } from '@/features/orders/orders.api';
import { jsonBody, ok, storeWith } from '@/lib/testing/fake-api';
import type { QueryParams } from './query';

const category: Category = {
  _id: 'c1',
  name: 'Art',
  slug: 'art',
  description: '',
  ordering: 1,
  status: 'active',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};
const input: CategoryInput = { name: 'Art', slug: 'art' };
const page = { data: [], total: 0 };

describe('endpoint shapes (the console lists and record actions)', () => {
  it('keeps the endpoints typed: a page of rows, the flag beside the query, the record id beside the body', () => {
    type Users = (typeof adminApi.endpoints.users)['Types'];
    expectTypeOf<Users['ResultType']>().toEqualTypeOf<Paged<AdminUser>>();
    expectTypeOf<{ performers: true; query: QueryParams }>().toExtend<Users['QueryArg']>();
    type Save = (typeof catalogAdminApi.endpoints.saveCategory)['Types'];
    expectTypeOf<Save['ResultType']>().toEqualTypeOf<Category>();
    expectTypeOf<Save['QueryArg']>().toEqualTypeOf<{ id?: string; body: CategoryInput }>();
  });

  it('reads a paged search with the query, at the address the flag picks', async () => {
    const { store, fetchMock } = storeWith({
      'GET /admin/performers/search': () => ok(page),
      'GET /admin/users/search': () => ok(page),
    });
    const performers = await store.dispatch(adminApi.endpoints.users.initiate({ performers: true, query: { q: 'a' } }));
    expect(performers.data).toEqual(page);
    await store.dispatch(adminApi.endpoints.users.initiate({ query: { q: 'a' } }));
    const urls = fetchMock.mock.calls.map(([url]) => new URL(String(url)));
    expect(urls.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/admin/performers/search?q=a',
      '/admin/users/search?q=a',
    ]);
  });

  it('sends a record action to its id with the rest of the argument as the body', async () => {
    const { store, fetchMock } = storeWith({ 'PUT /orders/o%201/update': () => ok({ success: true }) });
    const result = await store.dispatch(
      ordersApi.endpoints.updateOrder.initiate({ id: 'o 1', deliveryStatus: 'shipping', shippingCode: 'X1' }),
    );
    expect(result.data).toEqual({ success: true });
    expect(jsonBody(fetchMock.mock.calls[0]![1]!)).toEqual({ deliveryStatus: 'shipping', shippingCode: 'X1' });
  });

  it('saves a new record with POST, an existing one with PUT, and deletes by id', async () => {
    const { store, fetchMock } = storeWith({
      'POST /admin/performer-categories': () => ok(category),
      'PUT /admin/performer-categories/c1': () => ok(category),
      'DELETE /admin/performer-categories/c1': () => ok({ deleted: true }),
    });
    const created = await store.dispatch(catalogAdminApi.endpoints.saveCategory.initiate({ body: input }));
    expect(created.data).toEqual(category);
    await store.dispatch(catalogAdminApi.endpoints.saveCategory.initiate({ id: 'c1', body: input }));
    const removed = await store.dispatch(catalogAdminApi.endpoints.deleteCategory.initiate('c1'));
    expect(removed.data).toEqual({ deleted: true });
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(jsonBody(fetchMock.mock.calls[1]![1]!)).toEqual(input);
  });
});
