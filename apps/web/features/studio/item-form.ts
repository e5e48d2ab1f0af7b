/** What the studio's item forms (videos, reels, galleries, products) share. */

import { isoFromLocal, localDateTime } from '@/features/feeds/composer/composer-form';

export type ItemStatus = 'active' | 'inactive' | 'draft';

/** What an item's form holds about it: the price as typed. */
export interface ItemFormValues {
  title: string;
  description: string;
  status: ItemStatus;
  isSale: boolean;
  price: number | string;
}

/** An item that may be published later: the schedule as datetime-local text. */
export interface ScheduledItemFormValues extends ItemFormValues {
  isSchedule: boolean;
  scheduledAt: string;
}

/** A new item's form: published, free. */
export const EMPTY_ITEM: ItemFormValues = { title: '', description: '', status: 'active', isSale: false, price: '' };

/** The same, published now. */
export const EMPTY_SCHEDULED_ITEM: ScheduledItemFormValues = { ...EMPTY_ITEM, isSchedule: false, scheduledAt: '' };

export const SCHEDULE_NEEDED = 'Choose when to publish';

/** The first message of each field from a failed check, under the field's name ('root' for the whole). */
export function addIssues(
  errors: Record<string, string>,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  for (const issue of issues) errors[String(issue.path[0] ?? 'root')] ??= issue.message;
  return errors;
}

/** A number typed in a form (a price, a stock): empty or not a number is 0. */
export function typedNumber(typed: number | string): number {
  const value = typed === '' ? 0 : Number(typed);
  return Number.isFinite(value) ? value : 0;
}

/** The price of an item for sale (0 when it is not for sale). */
export const salePrice = (values: { isSale: boolean; price: number | string }): number =>
  values.isSale ? typedNumber(values.price) : 0;

interface SoldItem {
  title: string;
  description: string;
  status: ItemStatus | 'file-error';
  isSale: boolean;
  price: number;
}

/**
 * An item's title, description, status (a file that failed shows as published, to be fixed by a
 * new upload) and sale, as its form holds them: no price unless it is for sale.
 */
export function saleItemValues(item: SoldItem): ItemFormValues {
  return {
    title: item.title,
    description: item.description,
    status: item.status === 'file-error' ? 'active' : item.status,
    isSale: item.isSale,
    price: item.isSale ? item.price : '',
  };
}

/** The same with the item's schedule, in local time. */
export const scheduledItemValues = (
  item: SoldItem & { isSchedule: boolean; scheduledAt: string | null },
): ScheduledItemFormValues => ({
  ...saleItemValues(item),
  isSchedule: item.isSchedule,
  scheduledAt: localDateTime(item.scheduledAt),
});

/**
 * The price (0 unless it is for sale) and the schedule (an ISO instant, null when off) of an item's
 * form; a schedule without a good time is an error.
 */
export function saleAndSchedule(
  values: ScheduledItemFormValues,
  errors: Record<string, string>,
): { price: number; scheduledAt: string | null } {
  const scheduledAt = values.isSchedule ? isoFromLocal(values.scheduledAt) : null;
  if (values.isSchedule && !scheduledAt) errors.scheduledAt = SCHEDULE_NEEDED;
  return { price: salePrice(values), scheduledAt };
}
