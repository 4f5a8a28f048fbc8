import pg from 'pg';
import type { Position } from '../store.ts';
import { EVENTS_CHANNEL } from './schema.ts';

/**
 * Wakes live subscribers when events are appended: at once in this process, and through one
 * coalesced `NOTIFY` for other processes. The notification is sent after the append commits
 * rather than inside it: a NOTIFY in the append transaction takes a cluster-wide lock until
 * commit, which would serialise every append's commit and defeat group commit.
 * The same mechanism on another channel tells read-your-writes that a projector's checkpoint moved.
 */
export interface AppendSignal {
  /** The highest position announced so far, by this process or another. */
  readonly latest: Position | undefined;
  announce(position: Position): void;
  /** Resolves on the next announcement, after `timeoutMs`, or when `abort` fires. */
  wait(timeoutMs: number, abort?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;
const MAX_ECHOES = 1000;

export type PositionSignal = AppendSignal;

export const createAppendSignal = (pool: pg.Pool): AppendSignal => createPositionSignal(pool, EVENTS_CHANNEL);

/** Announces positions on `channel` (after the commit that reached them) and wakes whoever waits on it, here or in another process. */
export const createPositionSignal = (pool: pg.Pool, channel: string): PositionSignal => {
  // LISTEN takes an identifier, not a parameter: only a plain name may be interpolated.
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  let latest: Position | undefined;
  let waiters = new Set<() => void>();
  let pendingNotify: Position | undefined;
  /** What this process notified and has not heard back: its own echo wakes no one, who were woken at the announce. */
  const echoes = new Set<Position>();
  let listener: pg.Client | undefined;
  let listening: Promise<void> | undefined;
  let closed = false;

  const advance = (position: Position) => {
    if (latest === undefined || position > latest) latest = position;
    const woken = waiters;
    waiters = new Set();
    for (const wake of woken) wake();
  };

  const listen = () => {
    if (listening || closed) return;
    const client = new pg.Client(pool.options);
    const drop = () => {
      if (listener !== client) return;
      listener = undefined;
      echoes.clear();
      void client.end().catch(() => undefined);
      // Subscribers keep polling meanwhile; listen again a little later.
      setTimeout(() => (listening = undefined), RECONNECT_DELAY_MS).unref();
    };
    listener = client;
    client.on('notification', ({ payload }) => {
      if (payload && !echoes.delete(payload)) advance(payload);
    });
    client.on('error', drop);
    client.on('end', drop);
    listening = client.connect().then(() => client.query(`LISTEN ${channel}`)).then(() => undefined, drop);
  };

  const flushNotify = () => {
    const position = pendingNotify;
    pendingNotify = undefined;
    if (!position || closed) return;
    if (listener) {
      // An echo can be lost (a listener not yet listening): forgetting them all now and then costs one extra wake at most.
      if (echoes.size >= MAX_ECHOES) echoes.clear();
      echoes.add(position);
    }
    // Named: sent after nearly every append, it was planned each time for longer than it ran.
    void pool.query({ name: 'sankofa_notify', text: 'SELECT pg_notify($1, $2)', values: [channel, position] }).catch(() => echoes.delete(position));
  };

  return {
    get latest() {
      return latest;
    },
    announce(position) {
      advance(position);
      if (pendingNotify === undefined) setImmediate(flushNotify);
      if (pendingNotify === undefined || position > pendingNotify) pendingNotify = position;
    },
    wait(timeoutMs, abort) {
      listen();
      return new Promise((resolve) => {
        if (abort?.aborted) return resolve();
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          abort?.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        waiters.add(done);
        abort?.addEventListener('abort', done, { once: true });
      });
    },
    async close() {
      closed = true;
      flushNotify();
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
};
