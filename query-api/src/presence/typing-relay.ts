import pg from 'pg';
import { Subject, type Observable } from 'rxjs';
import type { Logger } from '@sankofa/server-kit';

/** A `typing` push as the live channel delivers it: ephemeral, so no log position. */
export interface TypingPush {
  memberId: string;
  type: 'typing';
  payload: { matchId: string; memberId: string };
}

export interface TypingRelay {
  /** `fromMemberId` types in `matchId`: told to the other member of that open match, on whichever instance holds their sockets. */
  typing(fromMemberId: string, matchId: string): Promise<void>;
  pushes: Observable<TypingPush>;
  close(): Promise<void>;
}

const CHANNEL = 'chat_typing';
/** One relayed signal per member and match in this window; the client shows 'typing…' for a little longer than it. */
export const TYPING_MIN_INTERVAL_MS = 2_000;
const RECONNECT_DELAY_MS = 1_000;

const OTHER_MEMBER_OF_OPEN_MATCH = `
SELECT CASE WHEN user_id1 = $2 THEN user_id2 ELSE user_id1 END AS other_id
FROM public.matches WHERE id = $1 AND closed_at IS NULL AND (user_id1 = $2 OR user_id2 = $2)`;

/**
 * Typing signals never reach the log: they go through PostgreSQL's NOTIFY, which every
 * query-api instance LISTENs to, so the other member hears it whichever instance they are on.
 */
export const createTypingRelay = (pool: pg.Pool, logger: Logger, clock: () => number = Date.now): TypingRelay => {
  const pushes = new Subject<TypingPush>();
  const lastRelayed = new Map<string, number>();
  let listener: pg.Client | undefined;
  let closed = false;

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
        const { to, from, matchId } = JSON.parse(payload ?? '') as { to: string; from: string; matchId: string };
        pushes.next({ memberId: to, type: 'typing', payload: { matchId, memberId: from } });
      } catch (error) {
        logger.warn('unreadable typing signal', { error });
      }
    });
    client.on('error', drop);
    client.on('end', drop);
    void client.connect().then(() => client.query(`LISTEN ${CHANNEL}`)).catch(drop);
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
      if (to) await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ to, from: fromMemberId, matchId })]);
    },
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
