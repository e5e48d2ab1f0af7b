import type { Earning, EarningStats } from '@fanlane/shared';
import { shortDate } from '@/features/subscriptions/subscription-view';
import { dateFormat } from '@/lib/i18n/formatters';

/** What each kind of income is called on the earnings page (contract 3.5 types). */
export const EARNING_TYPE_LABELS: Record<string, string> = {
  yearly_subscription: 'Yearly subscription',
  monthly_subscription: 'Monthly subscription',
  free_subscription: 'Free trial',
  tip: 'Tip',
  feed: 'Post',
  video: 'Video',
  gallery: 'Gallery',
  product: 'Store',
  reel: 'Reel',
  message: 'Message',
  stream: 'Live stream',
  stream_tip: 'Stream tip',
  public_chat: 'Public chat',
};

export function earningTypeLabel(type: string): string {
  return EARNING_TYPE_LABELS[type] ?? type.replace(/_/g, ' ');
}

/** The type filter's choices: every type, subscriptions first. */
export const EARNING_TYPE_FILTERS = [
  { value: '', label: 'All types' },
  ...Object.entries(EARNING_TYPE_LABELS).map(([value, label]) => ({ value, label })),
];

/** "20%" for a rate of 0.2; "12.5%" keeps one decimal when there is one. */
export function percent(rate: number | null | undefined): string {
  const n = typeof rate === 'number' && Number.isFinite(rate) ? rate * 100 : 0;
  return `${Math.round(n * 10) / 10}%`;
}

export type HoldState = { kind: 'refunded' | 'available' | 'held'; label: string; color: string };

/** Business rules: earnings are on hold until their release date, then withdrawable; refunds say so. */
export function holdState(
  earning: Pick<Earning, 'isRefunded' | 'isReleased' | 'releaseAt'>,
  now: number = Date.now(),
): HoldState {
  if (earning.isRefunded) return { kind: 'refunded', label: 'Refunded', color: 'red' };
  const release = Date.parse(earning.releaseAt);
  if (earning.isReleased || !Number.isFinite(release) || release <= now) {
    return { kind: 'available', label: 'Available', color: 'teal' };
  }
  return { kind: 'held', label: `On hold until ${shortDate(earning.releaseAt)}`, color: 'yellow' };
}

// ---------- date range ----------

export const RANGE_PRESETS = [
  { value: '7d', label: '7 days', days: 7 },
  { value: '30d', label: '30 days', days: 30 },
  { value: '90d', label: '90 days', days: 90 },
  { value: '365d', label: '12 months', days: 365 },
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

/** Every day of the range, with the stats series' amounts where there were earnings and 0 elsewhere. */
export function fillSeries(series: EarningStats['series'], range: Pick<DayRange, 'from' | 'to'>): SeriesPoint[] {
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
    const label = dateFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(t));
    points.push({ date, label, ...amounts });
  }
  return points;
}

const round = (n: number) => Math.round(n * 100) / 100;

// ---------- summary figures ----------

export interface SummaryFigure {
  label: string;
  value: number;
  hint: string;
  testId: string;
  color?: string;
}

/** Shown with the balances: why they do not move with the period and type filters. */
export const BALANCES_NOTE =
  'Your earnings balance today, from every period and type: the period and type chosen above do not change it.';

/**
 * The stats answer split the way the page shows it, so no figure claims a scope it does not have:
 * gross, commission and net are sums of the earnings in the chosen period (and type); on hold and
 * withdrawable are the creator's ledger balances now, over all time and every type.
 */
export function summaryFigures(stats: EarningStats | null): { period: SummaryFigure[]; balances: SummaryFigure[] } {
  return {
    period: [
      { label: 'Gross', value: stats?.totalGrossPrice ?? 0, hint: 'What fans paid', testId: 'earnings-gross' },
      {
        label: 'Commission',
        value: stats?.totalSiteCommission ?? 0,
        hint: "The platform's share",
        testId: 'earnings-commission',
        color: 'orange',
      },
      {
        label: 'Net',
        value: stats?.totalNetPrice ?? 0,
        hint: 'Yours after commission',
        testId: 'earnings-net',
        color: 'teal',
      },
    ],
    balances: [
      {
        label: 'On hold',
        value: stats?.pendingNetPrice ?? 0,
        hint: 'Released after the hold',
        testId: 'earnings-pending',
      },
      {
        label: 'Withdrawable',
        value: stats?.withdrawableNetPrice ?? 0,
        hint: 'Ready for a payout',
        testId: 'earnings-withdrawable',
        color: 'teal',
      },
    ],
  };
}
