import type { Message } from '@fanlane/shared';

/** A chat message for the messaging and streaming tests: a text from u2 (a creator) in conversation c1. */
export const chatMessage = (id: string, extra: Partial<Message> = {}): Message => ({
  _id: id,
  conversationId: 'c1',
  type: 'text',
  text: `text ${id}`,
  fileIds: [],
  files: [],
  senderId: 'u2',
  senderSource: 'performer',
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

/** The ids of a list, in its order. */
export const ids = (items: { _id: string }[]) => items.map((m) => m._id);
