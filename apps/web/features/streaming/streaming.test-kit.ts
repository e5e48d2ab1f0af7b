import type { StreamMessage } from '@fanlane/shared';
import { chatMessage } from '@/lib/testing/chat.test-kit';

export { ids } from '@/lib/testing/chat.test-kit';

/** Shared set-up for the streaming tests: a chat message from a fan to feed the slice and thunks. */
export const message = (id: string, extra: Partial<StreamMessage> = {}): StreamMessage => ({
  ...chatMessage(id, { senderSource: 'user', senderInfo: { _id: 'u2', name: 'Fan' } }),
  ...extra,
});
