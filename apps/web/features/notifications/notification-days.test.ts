import { describe, expect, it } from 'vitest';
import type { Notification } from '@fanlane/shared';
import { groupByDay } from './notification-days';

const at = (id: string, createdAt: Date) => ({ _id: id, createdAt: createdAt.toISOString() }) as Notification;

describe('groupByDay', () => {
  it('groups newest-first notifications into today, yesterday and earlier days, keeping order', () => {
    const now = new Date(2026, 10, 26, 12, 0);
    const days = groupByDay(
      [
        at('a', new Date(2026, 10, 26, 11, 0)),
        at('b', new Date(2026, 10, 26, 0, 5)),
        at('c', new Date(2026, 10, 25, 23, 59)),
        at('d', new Date(2026, 10, 20, 9, 0)),
      ],
      now,
    );
    expect(days.map((d) => [d.key, d.items.map((i) => i._id)])).toEqual([
      ['today', ['a', 'b']],
      ['yesterday', ['c']],
      ['2026-11-20', ['d']],
    ]);
  });
  it('answers no days for no notifications', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
