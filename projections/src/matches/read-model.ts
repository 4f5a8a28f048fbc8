/** The matches read model as readers see it (`@sankofa/projections/matches`): its public views and their rows. */
export const MATCHES_VIEWS = ['matches', 'messages', 'message_translations'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const MATCHES_PROJECTOR = 'matches';
export type { MatchRow, MessageRow, MessageTranslationRow } from './rows.ts';
