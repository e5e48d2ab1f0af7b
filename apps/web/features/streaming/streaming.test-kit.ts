import type { StreamMessage } from '@fanlane/shared';

/** Shared set-up for the streaming tests: a chat message to feed the slice and thunks, and ids of a list. */
export const message = (id: string, extra: Partial<StreamMessage> = {}): StreamMessage => ({
  _id: id,
  conversationId: 'c1',
  type: 'text',
  text: `text ${id}`,
  fileIds: [],
  files: [],
  senderId: 'u2',
  senderSource: 'user',
  senderInfo: { _id: 'u2', name: 'Fan' },
  meta: {},
  isSale: false,
  price: 0,
  isBought: true,
  isDeleted: false,
  reactions: [],
  createdAt: '',
  updatedAt: '',
  ...extra,
});

export const ids = (items: { _id: string }[]) => items.map((m) => m._id);
