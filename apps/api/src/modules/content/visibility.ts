export { creatorIdByKey, visibleContent, visibleMedia, type ViewerSlots } from './content.repository.js';

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
