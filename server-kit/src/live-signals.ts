import type pg from 'pg';

/**
 * Ephemeral signals between members (typing, presence, activity) never reach the log: they go
 * through PostgreSQL's NOTIFY on this channel, which every query-api instance LISTENs to. Here, not
 * in query-api, because the write side speaks on it too: the demo community types and is active
 * like a member's client would be (issue 15).
 */
export const LIVE_SIGNALS_CHANNEL = 'chat_typing';

export type LiveSignal =
  /** `from` types in `matchId`: told to `to`, the other member of that open match. */
  | { kind: 'typing'; to: string; from: string; matchId: string }
  /** `from` came online or left: told to these members of their open matches. */
  | { kind: 'presence'; to: string[]; from: string }
  /** `from` acted at `at` (ISO time) without a live connection: recorded as their last activity. */
  | { kind: 'active'; from: string; at: string };

export const publishLiveSignal = async (pool: pg.Pool, signal: LiveSignal): Promise<void> => {
  await pool.query('SELECT pg_notify($1, $2)', [LIVE_SIGNALS_CHANNEL, JSON.stringify(signal)]);
};

const isString = (value: unknown): value is string => typeof value === 'string';

/** A NOTIFY payload as a signal; throws on anything else (another version's or a stranger's). */
export const parseLiveSignal = (payload: string | undefined): LiveSignal => {
  const signal = JSON.parse(payload ?? '') as Record<string, unknown>;
  const { kind, from } = signal;
  if (!isString(from)) throw new Error('a live signal names who it is from');
  if (kind === 'typing' && isString(signal.to) && isString(signal.matchId)) return { kind, to: signal.to, from, matchId: signal.matchId };
  if (kind === 'presence' && Array.isArray(signal.to) && signal.to.every(isString)) return { kind, to: signal.to, from };
  if (kind === 'active' && isString(signal.at) && !Number.isNaN(Date.parse(signal.at))) return { kind, from, at: signal.at };
  throw new Error(`unknown live signal ${String(kind)}`);
};
