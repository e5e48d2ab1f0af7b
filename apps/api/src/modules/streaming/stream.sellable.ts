import { fromMinor } from '@fanlane/shared';
import type { Sellables } from '../wallet/sellables.js';
import { streamsTable } from './streaming.repository.js';

/** A paid live session is a wallet sellable: bought once per session, recorded as `public_chat`. */
export function registerStreamSellable(sellables: Sellables) {
  sellables.register('stream', async (executor, id, viewer) => {
    const row = await streamsTable.visibleById(executor, id, viewer);
    if (!row) return null;
    return {
      id: row.id,
      target: 'stream',
      performerId: row.performerId,
      name: row.title || 'Live stream',
      description: row.description.slice(0, 200),
      priceMinor: row.priceMinor,
      forSale: !row.isFree && row.priceMinor > 0,
      physical: false,
      stock: null,
      transactionType: 'public_chat',
      entitlementId: row.sessionId,
      sessionId: row.sessionId,
      announceItem: {
        _id: row.id,
        target: 'stream',
        name: row.title,
        title: row.title,
        performerId: row.performerId,
        sessionId: row.sessionId,
        conversationId: row.conversationId,
        isFree: row.isFree,
        price: fromMinor(row.priceMinor),
        isStreaming: row.isStreaming ? 1 : 0,
        hasPurchased: true,
      },
    };
  });
}
