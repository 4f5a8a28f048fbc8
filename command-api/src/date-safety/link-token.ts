import { randomBytes } from 'node:crypto';

/** 32 random bytes: the link's secret, sent to her contact and never kept (the log keeps its hash). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');
