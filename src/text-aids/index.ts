/**
 * What the editor shows about its text besides the ranking: the parts selection never reads
 * (folded, or left out of a share link) and the outline of what it does read. The query worker
 * answers these (src/worker/query.ts); the engine worker never needs them.
 */
export { stripUnread, unreadParts } from './unread-parts';
export { selectionOutline } from './outline';
export type { OutlineObject } from './outline';
