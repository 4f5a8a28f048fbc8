import type pg from 'pg';
import { mediaUrlOf } from '@sankofa/contracts';
import { isPrivateMediaOf } from '@sankofa/adapters/media';
import type { Principal } from '@sankofa/server-kit';
import { openMatchOf } from '../matches/queries.ts';

/** Matches of the reader's in which her match sent the recording at `url` as a voice message. */
const VOICE_MESSAGES = `
  SELECT msg.match_id, msg.sender_id FROM public.messages msg
  JOIN public.matches m ON m.id = msg.match_id
  WHERE msg.voice_url = $1 AND (m.user_id1 = $2 OR m.user_id2 = $2)`;

/** A verification request handing `url` in as evidence. */
const EVIDENCE = `
  SELECT member_id FROM public.verification_requests
  WHERE document_url = $1 OR video_url = $1 OR biometric_url = $1`;

const heardInOpenMatch = async (pool: pg.Pool, readerId: string, key: string): Promise<boolean> => {
  const { rows } = await pool.query<{ match_id: string; sender_id: string }>(VOICE_MESSAGES, [mediaUrlOf(key), readerId]);
  // Only a recording its sender uploaded, in a match the reader can still open (not closed, no block, not suspended), as the chat shows it.
  for (const { match_id, sender_id } of rows) {
    if (isPrivateMediaOf(key, sender_id) && (await openMatchOf(pool, readerId, match_id))) return true;
  }
  return false;
};

const reviewedAsEvidence = async (pool: pg.Pool, key: string): Promise<boolean> => {
  const { rows } = await pool.query<{ member_id: string }>(EVIDENCE, [mediaUrlOf(key)]);
  return rows.some(({ member_id }) => isPrivateMediaOf(key, member_id));
};

/**
 * Who may see private media, from the read models: the member who uploaded it; for a voice
 * message, the other member of the match it was sent in; for verification evidence, admins.
 */
export const maySeePrivateMedia = async (pool: pg.Pool, reader: Principal, key: string): Promise<boolean> => {
  if (isPrivateMediaOf(key, reader.memberId)) return true;
  if (await heardInOpenMatch(pool, reader.memberId, key)) return true;
  return reader.role === 'admin' && (await reviewedAsEvidence(pool, key));
};
