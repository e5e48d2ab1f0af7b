import type { PerformerSearchItem } from '@fanlane/shared';

/**
 * A creator as the search endpoints list them (contract 4.2, the shared PerformerSearchItem). Only
 * the id is sure to be there; a card shows whatever else the answer carries.
 */
export type CreatorSummary = Pick<PerformerSearchItem, '_id'> & Partial<Omit<PerformerSearchItem, '_id'>>;

export function creatorProfileId(creator: Pick<CreatorSummary, '_id' | 'username'>): string {
  return creator.username || creator._id;
}

function listOf(answer: unknown): unknown {
  return typeof answer === 'object' && answer !== null && 'data' in answer
    ? (answer as { data: unknown }).data
    : answer;
}

/** Keeps only list items that have an id, so one malformed item cannot break the section. */
export function toCreatorList(answer: unknown, max: number): CreatorSummary[] {
  const list = listOf(answer);
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (item): item is CreatorSummary =>
        typeof item === 'object' && item !== null && typeof (item as { _id?: unknown })._id === 'string',
    )
    .slice(0, max);
}

export interface CreatorPage {
  items: CreatorSummary[];
  total: number;
}

/** A paged search answer `{ data: [...], total }`; a missing total counts the items. */
export function toCreatorPage(answer: unknown, max: number): CreatorPage {
  const items = toCreatorList(answer, max);
  const total =
    typeof answer === 'object' && answer !== null && typeof (answer as { total?: unknown }).total === 'number'
      ? (answer as { total: number }).total
      : items.length;
  return { items, total };
}
