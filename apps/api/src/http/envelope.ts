import type { Envelope, Paged } from '@fanlane/shared';

export const ok = <T>(data: T): Envelope<T> => ({ status: 0, data });
export const paged = <T>(data: T[], total: number): Envelope<Paged<T>> => ok({ data, total });
