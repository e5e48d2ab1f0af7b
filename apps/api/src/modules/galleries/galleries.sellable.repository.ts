/** A pay-per-view gallery as a wallet sellable (registered in services.ts). */
import { galleries } from '../../db/schema/index.js';
import { mediaSellable } from '../content/content.sellable.repository.js';

export const gallerySellable = mediaSellable('gallery', galleries);
