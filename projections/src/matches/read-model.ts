/** The matches read model as readers see it (`@sankofa/projections/matches`): its public views and their rows. */
export const MATCHES_VIEWS = ['matches', 'messages', 'message_translations', 'hidden_words', 'pre_match_messages'] as const;
export type { HiddenWordsRow, MatchRow, MessageRow, MessageTranslationRow, PreMatchMessageRow } from './rows.ts';
