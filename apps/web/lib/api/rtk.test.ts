import { describe, expect, it, vi } from 'vitest';
import { earningsApi } from '@/features/earnings/earnings.api';
import { fail, ok, storeWith } from '@/lib/testing/fake-api';

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

  it('refuses an answer that does not match the schema', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = storeWith({ 'GET /performer/earning/stats': () => ok({ totalGrossPrice: 'ten' }) });
    const result = await store.dispatch(earningsApi.endpoints.earningStats.initiate({}));
    expect(result.error).toMatchObject({ status: 200 });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
