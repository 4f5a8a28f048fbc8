import { formatTime } from '../../../lib/format.ts';

/** Hour and minute, in the reader's own clock style and language. */
export const messageTime = (createdAt: string) => formatTime(createdAt);
