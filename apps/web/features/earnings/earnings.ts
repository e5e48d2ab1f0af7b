import type { Earning, EarningStats } from '@fanlane/shared';
import { dateFormat } from '@/lib/i18n/formatters';

/** The kinds of income the earnings page names (contract 3.5 types; their words: earnings.type). */
export const EARNING_TYPES = [
  'yearly_subscription',
  'monthly_subscription',
  'free_subscription',
  'tip',
  'feed',
  'video',
  'gallery',
  'product',
  'reel',
  'message',
  'stream',
  'stream_tip',
  'public_chat',
] as const;
export type EarningType = (typeof EARNING_TYPES)[number];

/** A kind of income: its key in earnings.type, or its own words ("something new") when this app does not know it. */
export function earningTypeLabel(type: string): { key: EarningType } | { text: string } {
  return (EARNING_TYPES as readonly string[]).includes(type)
    ? { key: type as EarningType }
    : { text: type.replace(/_/g, ' ') };
}

/** The type filter's choices: every type, subscriptions first ('' is "All types"). */
export const EARNING_TYPE_FILTERS = ['', ...EARNING_TYPES] as const;

/** "20%" for a rate of 0.2; "12.5%" keeps one decimal when there is one. */
export function percent(rate: number | null | undefined): string {
  const n = typeof rate === 'number' && Number.isFinite(rate) ? rate * 100 : 0;
  return `${Math.round(n * 10) / 10}%`;
}

/** Where an earning's hold stands (words: earnings.hold); `releaseAt` for a held one. */
export type HoldState = { kind: 'refunded' | 'available' | 'held'; color: string; releaseAt?: string };

/** Business rules: earnings are on hold until their release date, then withdrawable; refunds say so. */
export function holdState(
  earning: Pick<Earning, 'isRefunded' | 'isReleased' | 'releaseAt'>,
  now: number = Date.now(),
): HoldState {
  if (earning.isRefunded) return { kind: 'refunded', color: 'red' };
  const release = Date.parse(earning.releaseAt);
  if (earning.isReleased || !Number.isFinite(release) || release <= now) {
    return { kind: 'available', color: 'teal' };
  }
  return { kind: 'held', color: 'yellow', releaseAt: earning.releaseAt };
}

// ---------- date range ----------

/** The periods offered (`key`: their words in earnings.range). */
export const RANGE_PRESETS = [
  { value: '7d', key: 'd7', days: 7 },
  { value: '30d', key: 'd30', days: 30 },
  { value: '90d', key: 'd90', days: 90 },
  { value: '365d', key: 'd365', days: 365 },
] as const;
export const DEFAULT_RANGE = '30d';
export const CUSTOM_RANGE = 'custom';

const DAY_MS = 86_400_000;
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A UTC calendar day as YYYY-MM-DD. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DayRange {
  /** Inclusive first and last day (UTC), YYYY-MM-DD. */
  from: string;
  to: string;
  preset: string;
}

/**
 * The range the address asks for: a preset (`range=7d`) ending today, or `range=custom` with
 * `from`/`to` days (swapped when given backwards). Anything unreadable is the last 30 days.
 */
export function rangeFromQuery(
  query: { range?: unknown; from?: unknown; to?: unknown },
  now: number = Date.now(),
): DayRange {
  const today = dayOf(now);
  if (query.range === CUSTOM_RANGE && isDay(query.from) && isDay(query.to)) {
    const [from, to] = query.from <= query.to ? [query.from, query.to] : [query.to, query.from];
    return { from, to, preset: CUSTOM_RANGE };
  }
  const preset =
    RANGE_PRESETS.find((p) => p.value === query.range) ?? RANGE_PRESETS.find((p) => p.value === DEFAULT_RANGE)!;
  return { from: dayOf(now - (preset.days - 1) * DAY_MS), to: today, preset: preset.value };
}

/** The API's fromDate/toDate for a range: from the first day's start to the last day's end (UTC). */
export function rangeToApi(range: Pick<DayRange, 'from' | 'to'>): { fromDate: string; toDate: string } {
  return { fromDate: `${range.from}T00:00:00.000Z`, toDate: `${range.to}T23:59:59.999Z` };
}

export interface SeriesPoint {
  date: string;
  /** "Jun 1" for the axis. */
  label: string;
  gross: number;
  net: number;
  commission: number;
}

/** Every day of the range, with the stats series' amounts where there were earnings and 0 elsewhere (axis labels in `locale`). */
export function fillSeries(
  series: EarningStats['series'],
  range: Pick<DayRange, 'from' | 'to'>,
  locale = 'en-US',
): SeriesPoint[] {
  const byDay = new Map<string, { gross: number; net: number; commission: number }>();
  for (const point of series) {
    const day = String(point.date).slice(0, 10);
    const sum = byDay.get(day) ?? { gross: 0, net: 0, commission: 0 };
    byDay.set(day, {
      gross: round(sum.gross + point.gross),
      net: round(sum.net + point.net),
      commission: round(sum.commission + point.commission),
    });
  }
  const points: SeriesPoint[] = [];
  const start = Date.parse(`${range.from}T00:00:00.000Z`);
  const end = Date.parse(`${range.to}T00:00:00.000Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return points;
  for (let t = start; t <= end && points.length < 400; t += DAY_MS) {
    const date = dayOf(t);
    const amounts = byDay.get(date) ?? { gross: 0, net: 0, commission: 0 };
    const label = dateFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(t));
    points.push({ date, label, ...amounts });
  }
  return points;
}

const round = (n: number) => Math.round(n * 100) / 100;

// ---------- summary figures ----------

/** A figure's words: `earnings.figures.<key>` and `earnings.figures.<key>Hint`. */
export type FigureKey = 'gross' | 'commission' | 'net' | 'onHold' | 'withdrawable';

export interface SummaryFigure {
  key: FigureKey;
  value: number;
  testId: string;
  color?: string;
}

/**
 * The stats answer split the way the page shows it, so no figure claims a scope it does not have:
 * gross, commission and net are sums of the earnings in the chosen period (and type); on hold and
 * withdrawable are the creator's ledger balances now, over all time and every type.
 */
export function summaryFigures(stats: EarningStats | null): { period: SummaryFigure[]; balances: SummaryFigure[] } {
  return {
    period: [
      { key: 'gross', value: stats?.totalGrossPrice ?? 0, testId: 'earnings-gross' },
      {
        key: 'commission',
        value: stats?.totalSiteCommission ?? 0,
        testId: 'earnings-commission',
        color: 'orange',
      },
      {
        key: 'net',
        value: stats?.totalNetPrice ?? 0,
        testId: 'earnings-net',
        color: 'teal',
      },
    ],
    balances: [
      {
        key: 'onHold',
        value: stats?.pendingNetPrice ?? 0,
        testId: 'earnings-pending',
      },
      {
        key: 'withdrawable',
        value: stats?.withdrawableNetPrice ?? 0,
        testId: 'earnings-withdrawable',
        color: 'teal',
      },
    ],
  };
}
