import { describe, expect, it } from 'vitest';
import {
  earningTypeLabel,
  fillSeries,
  holdState,
  percent,
  rangeFromQuery,
  rangeToApi,
  summaryFigures,
} from './earnings';
import en from '@/messages/en.json';

const NOW = Date.parse('2030-06-15T12:00:00.000Z');

describe('earnings view helpers', () => {
  it('labels types and rates', () => {
    expect(earningTypeLabel('yearly_subscription')).toEqual({ key: 'yearly_subscription' });
    expect(en.earnings.type.yearly_subscription).toBe('Yearly subscription');
    expect(earningTypeLabel('something_new')).toEqual({ text: 'something new' });
    expect(percent(0.2)).toBe('20%');
    expect(percent(0.125)).toBe('12.5%');
    expect(percent(0)).toBe('0%');
  });

  it('hold: on hold until the release date, then available; refunded wins', () => {
    const held = { isRefunded: false, isReleased: false, releaseAt: '2030-06-22T12:00:00.000Z' };
    expect(holdState(held, NOW)).toMatchObject({ kind: 'held', releaseAt: held.releaseAt });
    expect(holdState({ ...held, releaseAt: '2030-06-15T12:00:00.000Z' }, NOW).kind).toBe('available');
    expect(holdState({ ...held, isReleased: true }, NOW).kind).toBe('available');
    expect(holdState({ ...held, isRefunded: true }, NOW)).toMatchObject({ kind: 'refunded', color: 'red' });
  });

  it('ranges: presets end today, custom ranges are kept (and put the right way round)', () => {
    expect(rangeFromQuery({}, NOW)).toEqual({ from: '2030-05-17', to: '2030-06-15', preset: '30d' });
    expect(rangeFromQuery({ range: '7d' }, NOW)).toEqual({ from: '2030-06-09', to: '2030-06-15', preset: '7d' });
    expect(rangeFromQuery({ range: 'custom', from: '2030-06-10', to: '2030-06-01' }, NOW)).toEqual({
      from: '2030-06-01',
      to: '2030-06-10',
      preset: 'custom',
    });
    expect(rangeFromQuery({ range: 'custom', from: 'bad', to: '2030-06-01' }, NOW).preset).toBe('30d');
    expect(rangeToApi({ from: '2030-06-01', to: '2030-06-10' })).toEqual({
      fromDate: '2030-06-01T00:00:00.000Z',
      toDate: '2030-06-10T23:59:59.999Z',
    });
  });

  it('the chart has every day of the range, zero where nothing was earned', () => {
    const points = fillSeries(
      [
        { date: '2030-06-02', gross: 10, net: 8, commission: 2 },
        { date: '2030-06-02T00:00:00.000Z', gross: 0.1, net: 0.08, commission: 0.02 },
      ],
      { from: '2030-06-01', to: '2030-06-03' },
    );
    expect(points).toEqual([
      { date: '2030-06-01', label: 'Jun 1', gross: 0, net: 0, commission: 0 },
      { date: '2030-06-02', label: 'Jun 2', gross: 10.1, net: 8.08, commission: 2.02 },
      { date: '2030-06-03', label: 'Jun 3', gross: 0, net: 0, commission: 0 },
    ]);
  });
});

describe('summary figures', () => {
  it('period sums and all-time balances are shown apart, each with its own scope', () => {
    const stats = {
      totalGrossPrice: 10,
      totalSiteCommission: 2,
      totalNetPrice: 8,
      pendingNetPrice: 30,
      withdrawableNetPrice: 12.5,
      byType: [],
      series: [],
    };
    const { period, balances } = summaryFigures(stats);
    expect(period.map((f) => [f.testId, f.value])).toEqual([
      ['earnings-gross', 10],
      ['earnings-commission', 2],
      ['earnings-net', 8],
    ]);
    // The ledger balances never sit with the period's figures, and the page says why.
    expect(balances.map((f) => [f.testId, f.value])).toEqual([
      ['earnings-pending', 30],
      ['earnings-withdrawable', 12.5],
    ]);
    expect(en.earnings.balancesNote).toMatch(/every period and type/);
    expect(summaryFigures(null).balances.every((f) => f.value === 0)).toBe(true);
  });
});
