import type { Notification } from '@fanlane/shared';

export interface NotificationDay {
  /** 'today', 'yesterday', or the day as YYYY-MM-DD (local time). */
  key: string;
  items: Notification[];
}

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Notifications (newest first) grouped by the local day they came, in the same order. */
export function groupByDay(items: Notification[], now = new Date()): NotificationDay[] {
  const today = localDay(now);
  const yesterday = localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const days: NotificationDay[] = [];
  for (const item of items) {
    const day = localDay(new Date(item.createdAt));
    const key = day === today ? 'today' : day === yesterday ? 'yesterday' : day;
    const last = days[days.length - 1];
    if (last && last.key === key) last.items.push(item);
    else days.push({ key, items: [item] });
  }
  return days;
}
