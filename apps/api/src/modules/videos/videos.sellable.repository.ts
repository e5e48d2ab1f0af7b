/** A pay-per-view video as a wallet sellable (registered in services.ts). */
import { videos } from '../../db/schema/index.js';
import { mediaSellable } from '../content/content.sellable.repository.js';

export const videoSellable = mediaSellable('video', videos);
