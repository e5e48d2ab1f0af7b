/** A pay-per-view post as a wallet sellable (registered in services.ts). */
import { feeds } from '../../db/schema/index.js';
import { paywalledSellable } from '../content/content.sellable.repository.js';

export const feedSellable = paywalledSellable({
  target: 'feed',
  table: feeds,
  text: feeds.text,
  hiddenAt: null,
  describe: (r) => ({
    name: r.title || r.description.slice(0, 60) || 'Post',
    description: r.description.slice(0, 200),
  }),
});
