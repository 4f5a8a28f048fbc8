/** The chat receipts read model as readers see it (`@sankofa/projections/chat-receipts`): its public views and their rows. */
export const CHAT_RECEIPTS_VIEWS = ['chat_receipts', 'chat_privacy'] as const;
export type { ChatPrivacyRow, ChatReceiptRow } from './projector.ts';
