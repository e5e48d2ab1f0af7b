/** A pay-per-view reel as a wallet sellable (registered in services.ts). */
import { reels } from '../../db/schema/index.js';
import { mediaSellable } from '../content/content.sellable.repository.js';

export const reelSellable = mediaSellable('reel', reels, (r) => ({ name: r.title || 'Reel', description: '' }));
