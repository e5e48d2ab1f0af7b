import { earningStatsSchema, type EarningStats } from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';

/** Earnings reads through RTK Query (docs/web.md, "Server state"). */
export const earningsApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /performer/earning/stats for the filters, with the series by day. */
    earningStats: build.query<EarningStats, Record<string, string>>({
      query: (filters) => ({
        path: '/performer/earning/stats',
        query: { ...filters, groupBy: 'day' },
        schema: earningStatsSchema,
      }),
      providesTags: ['Earnings'],
    }),
  }),
});

export const { useEarningStatsQuery } = earningsApi;
