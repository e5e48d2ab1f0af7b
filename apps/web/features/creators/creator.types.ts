/** A creator as the search endpoints list them (contract 3.2, "Performer Search item"). */
export interface CreatorSummary {
  _id: string;
  name?: string;
  username?: string;
  avatar?: string;
  cover?: string;
  isFreeSubscription?: boolean;
  isOnline?: boolean | number;
  verifiedAccount?: boolean;
}

export function creatorProfileId(creator: Pick<CreatorSummary, '_id' | 'username'>): string {
  return creator.username || creator._id;
}

/** Keeps only list items that have an id, so one malformed item cannot break the section. */
export function toCreatorList(answer: unknown, max: number): CreatorSummary[] {
  const list =
    typeof answer === 'object' && answer !== null && 'data' in answer ? (answer as { data: unknown }).data : answer;
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (item): item is CreatorSummary =>
        typeof item === 'object' && item !== null && typeof (item as { _id?: unknown })._id === 'string',
    )
    .slice(0, max);
}
