import { PROMO_POSITIONS, type Banner } from '@fanlane/shared';
import { cache } from 'react';
import { describeForLog } from '@/lib/api/error';
import { getServerApi } from '@/lib/api/server';

export type PromoPosition = (typeof PROMO_POSITIONS)[number];

/** The active site promos (GET /site-promo/search) by position, in the operators' order; none on failure. */
export const loadPromos = cache(async (): Promise<Partial<Record<PromoPosition, Banner[]>>> => {
  const api = await getServerApi();
  try {
    const answer = await api.get<{ data: Banner[] }>('/site-promo/search', {
      query: { limit: 50, sortBy: 'ordering', sort: 'asc' },
    });
    const byPosition: Partial<Record<PromoPosition, Banner[]>> = {};
    for (const promo of answer.data) {
      const position = (PROMO_POSITIONS as readonly string[]).includes(promo.position)
        ? (promo.position as PromoPosition)
        : 'top';
      (byPosition[position] ??= []).push(promo);
    }
    return byPosition;
  } catch (error) {
    console.warn(`[web] GET /site-promo/search failed: ${describeForLog(error)}`);
    return {};
  }
});
