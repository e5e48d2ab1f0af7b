import { describe, expect, it, vi } from 'vitest';
import { earningsApi } from '@/features/earnings/earnings.api';
import { fail, ok, storeWith, type FakeRoute } from '@/lib/testing/fake-api';

const stats = {
  totalGrossPrice: 10,
  totalNetPrice: 8,
  totalSiteCommission: 2,
  pendingNetPrice: 8,
  withdrawableNetPrice: 0,
  byType: [],
  series: [],
};

describe('appApi (RTK Query over the client)', () => {
  it('parses the answer with its shared schema and caches it', async () => {
    const { store, fetchMock } = storeWith({ 'GET /performer/earning/stats': () => ok(stats) });
    const first = await store.dispatch(earningsApi.endpoints.earningStats.initiate({ fromDate: 'x' }));
    expect(first.data).toEqual(stats);
    expect(new URL(String(fetchMock.mock.calls[0]![0])).searchParams.get('groupBy')).toBe('day');
    await store.dispatch(earningsApi.endpoints.earningStats.initiate({ fromDate: 'x' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns a failed call into its status and message', async () => {
    const { store } = storeWith({ 'GET /performer/earning/stats': () => fail(403, 'Forbidden') });
    const result = await store.dispatch(earningsApi.endpoints.earningStats.initiate({}));
    expect(result.error).toEqual({ status: 403, message: 'Forbidden' });
  });

  it('keeps the domain code of a refusal; an unknown code is dropped', async () => {
    let answer: ReturnType<FakeRoute> = fail(
      422,
      'A refund of this charge is already waiting for review',
      'REFUND_ALREADY_ASKED',
    );
    const { store } = storeWith({ 'GET /performer/earning/stats': () => answer });
    const first = await store.dispatch(earningsApi.endpoints.earningStats.initiate({ fromDate: 'a' }));
    expect(first.error).toEqual({
      status: 422,
      message: 'A refund of this charge is already waiting for review',
      code: 'REFUND_ALREADY_ASKED',
    });
    answer = { status: 422, body: { statusCode: 422, message: 'Nope', code: 'SOMETHING_NEW' } };
    const second = await store.dispatch(earningsApi.endpoints.earningStats.initiate({ fromDate: 'b' }));
    expect(second.error).toEqual({ status: 422, message: 'Nope' });
  });

  it('refuses an answer that does not match the schema', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = storeWith({ 'GET /performer/earning/stats': () => ok({ totalGrossPrice: 'ten' }) });
    const result = await store.dispatch(earningsApi.endpoints.earningStats.initiate({}));
    expect(result.error).toMatchObject({ status: 200 });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
