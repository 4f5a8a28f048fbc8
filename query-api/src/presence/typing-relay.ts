import pg from 'pg';
import { Subject, type Observable } from 'rxjs';
import { LIVE_SIGNALS_CHANNEL, parseLiveSignal, publishLiveSignal, type LiveSignal, type Logger } from '@sankofa/server-kit';
import { presenceTables } from './migrate.ts';
import { privacyOf } from './queries.ts';

/** A `typing` push as the live channel delivers it: ephemeral, so no log position. */
export interface TypingPush {
  memberId: string;
  type: 'typing';
  payload: { matchId: string; memberId: string };
}

/** `presence_changed`: one of the member's matches came online or left; ephemeral too. */
export interface PresencePush {
  memberId: string;
  type: 'presence_changed';
  payload: { memberId: string };
}

export interface TypingRelay {
  /** `fromMemberId` types in `matchId`: told to the other member of that open match, on whichever instance holds their sockets. */
  typing(fromMemberId: string, matchId: string): Promise<void>;
  /** Each of `memberIds` came online or left: told to their open matches, unless either side hides activity status. */
  presenceChanged(memberIds: readonly string[]): Promise<void>;
  pushes: Observable<TypingPush | PresencePush>;
  close(): Promise<void>;
}

/** One relayed signal per member and match in this window; the client shows 'typing…' for a little longer than it. */
export const TYPING_MIN_INTERVAL_MS = 2_000;
const RECONNECT_DELAY_MS = 1_000;

/** Both halves use an index of their own, where one `OR` would read the whole table. */
const OPEN_MATCHES_OF = `
SELECT user_id1 AS member_id, user_id2 AS other_id FROM public.matches WHERE user_id1 = ANY($1) AND closed_at IS NULL
UNION ALL
SELECT user_id2, user_id1 FROM public.matches WHERE user_id2 = ANY($1) AND closed_at IS NULL`;
/** A NOTIFY payload holds under 8000 bytes: recipients go in groups. */
const RECIPIENTS_PER_SIGNAL = 100;

const OTHER_MEMBER_OF_OPEN_MATCH = `
SELECT CASE WHEN user_id1 = $2 THEN user_id2 ELSE user_id1 END AS other_id
FROM public.matches WHERE id = $1 AND closed_at IS NULL AND (user_id1 = $2 OR user_id2 = $2)`;

/**
 * A member active without a connection (the demo community acting through its members' commands):
 * their last activity moves. Every instance hears the signal; only the one whose write moved it
 * answers true, so the member's matches are told once.
 */
const RECORD_ACTIVITY = `
INSERT INTO member_activity (member_id, last_active_at) VALUES ($1, $2)
ON CONFLICT (member_id) DO UPDATE SET last_active_at = EXCLUDED.last_active_at WHERE member_activity.last_active_at < EXCLUDED.last_active_at`;

/**
 * Typing and presence signals never reach the log: they go through PostgreSQL's NOTIFY, which every
 * query-api instance LISTENs to, so the other member hears it whichever instance they are on.
 */
export const createTypingRelay = (pool: pg.Pool, logger: Logger, clock: () => number = Date.now): TypingRelay => {
  const pushes = new Subject<TypingPush | PresencePush>();
  const signal = (message: LiveSignal) => publishLiveSignal(pool, message);
  const lastRelayed = new Map<string, number>();
  let listener: pg.Client | undefined;
  let closed = false;

  // Many members at once (a crowd connecting) in two queries, whatever their number.
  const presenceChanged = async (memberIds: readonly string[]) => {
    const { rows } = await pool.query<{ member_id: string; other_id: string }>(OPEN_MATCHES_OF, [memberIds]);
    const privacy = await privacyOf(pool, [...new Set([...memberIds, ...rows.map((row) => row.other_id)])]);
    const shows = (memberId: string) => privacy.get(memberId)?.showActivityStatus === true;
    const matchedOf = new Map<string, string[]>();
    for (const row of rows) matchedOf.set(row.member_id, [...(matchedOf.get(row.member_id) ?? []), row.other_id]);
    for (const memberId of memberIds.filter(shows)) {
      const told = (matchedOf.get(memberId) ?? []).filter(shows);
      for (let start = 0; start < told.length; start += RECIPIENTS_PER_SIGNAL) {
        await signal({ kind: 'presence', to: told.slice(start, start + RECIPIENTS_PER_SIGNAL), from: memberId });
      }
    }
  };
  const recordActivity = async (memberId: string, at: string) => {
    await presenceTables(pool);
    const { rowCount } = await pool.query(RECORD_ACTIVITY, [memberId, new Date(at)]);
    if (rowCount === 1) await presenceChanged([memberId]);
  };

  const listen = () => {
    if (closed || listener) return;
    const client = new pg.Client(pool.options);
    listener = client;
    const drop = () => {
      if (listener !== client) return;
      listener = undefined;
      void client.end().catch(() => undefined);
      setTimeout(listen, RECONNECT_DELAY_MS).unref();
    };
    client.on('notification', ({ payload }) => {
      try {
        const message = parseLiveSignal(payload);
        if (message.kind === 'typing') pushes.next({ memberId: message.to, type: 'typing', payload: { matchId: message.matchId, memberId: message.from } });
        else if (message.kind === 'presence') for (const to of message.to) pushes.next({ memberId: to, type: 'presence_changed', payload: { memberId: message.from } });
        else void recordActivity(message.from, message.at).catch((error: unknown) => logger.warn('activity could not be recorded', { error }));
      } catch (error) {
        logger.warn('unreadable typing signal', { error });
      }
    });
    client.on('error', drop);
    client.on('end', drop);
    void client.connect().then(() => client.query(`LISTEN ${LIVE_SIGNALS_CHANNEL}`)).catch(drop);
  };
  listen();

  return {
    async typing(fromMemberId, matchId) {
      const key = `${fromMemberId}:${matchId}`;
      const now = clock();
      if (now - (lastRelayed.get(key) ?? -Infinity) < TYPING_MIN_INTERVAL_MS) return;
      lastRelayed.set(key, now);
      if (lastRelayed.size > 10_000) lastRelayed.clear();
      const { rows } = await pool.query<{ other_id: string }>(OTHER_MEMBER_OF_OPEN_MATCH, [matchId, fromMemberId]);
      const to = rows[0]?.other_id;
      if (to) await signal({ kind: 'typing', to, from: fromMemberId, matchId });
    },
    presenceChanged,
    pushes: pushes.asObservable(),
    async close() {
      closed = true;
      pushes.complete();
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
};
