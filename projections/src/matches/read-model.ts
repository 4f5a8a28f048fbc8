/** The matches read model as readers see it (`@sankofa/projections/matches`): its public views and their rows. */
export const MATCHES_VIEWS = ['matches', 'messages', 'message_translations'] as const;
export type { MatchRow, MessageRow, MessageTranslationRow } from './rows.ts';
