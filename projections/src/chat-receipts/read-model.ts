/** The chat receipts read model as readers see it (`@sankofa/projections/chat-receipts`): its public views and their rows. */
export const CHAT_RECEIPTS_VIEWS = ['chat_receipts', 'chat_privacy'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const CHAT_RECEIPTS_PROJECTOR = 'chat_receipts';
export type { ChatPrivacyRow, ChatReceiptRow } from './projector.ts';
