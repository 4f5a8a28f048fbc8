/** `public.matches`: one row per match, open until either member unmatches or blocks. */
export interface MatchRow {
  id: string;
  user_id1: string;
  user_id2: string;
  created_at: Date;
  closed_at: Date | null;
  closed_reason: 'unmatch' | 'block' | null;
}

/** `public.messages`, in log order by `position`. */
export interface MessageRow {
  id: string;
  match_id: string;
  sender_id: string;
  content: string;
  original_language: string | null;
  created_at: Date;
  position: string;
  /** Issue 12: 'voice' plays `voice_url`, `voice_duration` seconds long. */
  message_type: 'text' | 'voice';
  voice_url: string | null;
  voice_duration: number | null;
  /** Issue 23: the detector flagged it and its sender confirmed it. */
  flagged: boolean;
}

/** `public.message_translations`: the latest translation of a message for one member. */
export interface MessageTranslationRow {
  message_id: string;
  for_member_id: string;
  target_language: string;
  translated_content: string;
  source_language: string | null;
  position: string;
}

/** `public.hidden_words` (issue 23): each member's hidden words, lower case; no row means none. */
export interface HiddenWordsRow {
  member_id: string;
  words: string[];
  last_position: string;
}

/** `public.pre_match_messages`: the one message a premium member may send before a match; it lands in its receiver's Hidden folder. */
export interface PreMatchMessageRow {
  id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  created_at: Date;
}
