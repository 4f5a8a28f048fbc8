import type pg from 'pg';
import type { EventOf, LoginSucceeded, SessionRefreshed, SessionRevoked, SessionStarted, SessionsEnded } from '@sankofa/events';

export type SessionEvent =
  | EventOf<typeof LoginSucceeded>
  | EventOf<typeof SessionStarted>
  | EventOf<typeof SessionRefreshed>
  | EventOf<typeof SessionRevoked>
  | EventOf<typeof SessionsEnded>;

const NEW_SESSION = `
INSERT INTO member_sessions (session_id, member_id, device, country, started_at, last_active_at, expires_at)
VALUES ($1, $2, $3, $4, $5, $5, $6)
ON CONFLICT (session_id) DO UPDATE SET
  device = coalesce(EXCLUDED.device, member_sessions.device),
  country = coalesce(EXCLUDED.country, member_sessions.country),
  expires_at = coalesce(EXCLUDED.expires_at, member_sessions.expires_at)`;

/**
 * One event's change to the member's sessions. Every write keeps the later or the first value
 * (greatest, coalesce), so an event applied again changes nothing.
 */
export const writeSession = async (event: SessionEvent, tx: pg.PoolClient): Promise<void> => {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'LoginSucceeded':
      await tx.query(NEW_SESSION, [event.data.sessionId, event.data.memberId, event.data.device, event.data.country, at, null]);
      return;
    case 'SessionStarted':
      await tx.query(NEW_SESSION, [event.data.sessionId, event.data.memberId, event.data.device, null, at, event.data.expiresAt]);
      return;
    case 'SessionRefreshed':
      await tx.query('UPDATE member_sessions SET last_active_at = greatest(last_active_at, $2), expires_at = greatest(expires_at, $3) WHERE session_id = $1', [
        event.data.sessionId,
        at,
        event.data.expiresAt,
      ]);
      return;
    case 'SessionRevoked':
      await tx.query('UPDATE member_sessions SET ended_at = coalesce(ended_at, $2) WHERE session_id = $1', [event.data.sessionId, at]);
      return;
    case 'SessionsEnded':
      await tx.query(
        // Never a session started after the event itself: applied again, it must not end one that came later.
        'UPDATE member_sessions SET ended_at = coalesce(ended_at, $2) WHERE member_id = $1 AND started_at < least($2, $3::timestamptz) AND session_id IS DISTINCT FROM $4',
        [event.data.memberId, at, event.data.before, event.data.exceptSessionId],
      );
      return;
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled session event ${JSON.stringify(unhandled)}`);
    }
  }
};
