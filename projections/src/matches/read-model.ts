/** The matches read model as readers see it (`@sankofa/projections/matches`): its public views and their rows. */
export const MATCHES_VIEWS = ['matches', 'messages', 'message_translations', 'hidden_words', 'pre_match_messages'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const MATCHES_PROJECTOR = 'matches';
export type { HiddenWordsRow, MatchRow, MessageRow, MessageTranslationRow, PreMatchMessageRow } from './rows.ts';
