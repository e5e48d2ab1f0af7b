import type { Stream } from '@fanlane/shared';

/** "0:07", "12:03", "1:02:09": how long a stream has been on air. */
export function elapsed(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** Whether a fan must buy this session before watching. */
export const needsPurchase = (stream: Pick<Stream, 'isFree' | 'price' | 'hasPurchased'>) =>
  !stream.isFree && stream.price > 0 && !stream.hasPurchased;

export interface LivePerformer {
  _id: string;
  name: string;
  username: string;
  avatar: string;
}

/**
 * The creator of a listed stream, from its performerInfo; `fallbackName` (the reader's word for
 * "Creator", '' by default) when it gives neither name nor username.
 */
export function performerOf(stream: Pick<Stream, 'performerId' | 'performerInfo'>, fallbackName = ''): LivePerformer {
  const info = (stream.performerInfo ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const username = text(info.username);
  return {
    _id: text(info._id) || stream.performerId,
    name: text(info.name) || username || fallbackName,
    username,
    avatar: text(info.avatar),
  };
}
