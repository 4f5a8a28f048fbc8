import type pg from 'pg';
import { Subject, type Observable } from 'rxjs';
import { migrateUnderLock } from '@sankofa/events';
import type { Logger } from '@sankofa/server-kit';
import type { RelayedMessage } from './client-messages.ts';

const CHANNEL = 'sankofa_live_relay';
/** NOTIFY payloads must stay under 8000 bytes; a larger message (an SDP offer can be) travels through a table. */
const INLINE_LIMIT = 7_000;
const KEEP_STORED_MS = 60_000;
const RECONNECT_DELAY_MS = 1_000;

export interface RelayBus {
  /** Delivers `message` through every query-api instance's sockets: the member may be connected to another one. */
  publish(message: RelayedMessage): Promise<void>;
  messages: Observable<RelayedMessage>;
  close(): Promise<void>;
}

const migrate = (pool: pg.Pool) =>
  migrateUnderLock(
    pool,
    'live-relay',
    `CREATE UNLOGGED TABLE IF NOT EXISTS live_relay_messages (id bigserial PRIMARY KEY, body text NOT NULL, created_at timestamptz NOT NULL DEFAULT now());`,
  );

/**
 * Members' own messages (WebRTC signals) between query-api instances, over PostgreSQL
 * LISTEN/NOTIFY: each instance listens and hands what arrives to its own sockets, which pass it
 * only to the member it is addressed to.
 */
export const openRelayBus = (pool: pg.Pool, logger: Logger): RelayBus => {
  const received = new Subject<RelayedMessage>();
  const ready = migrate(pool);
  let listener: pg.PoolClient | undefined;
  let stopListening = () => undefined as void;
  let closed = false;

  const deliver = async (payload: string) => {
    if (!payload.startsWith('ref:')) return received.next(JSON.parse(payload) as RelayedMessage);
    const { rows } = await pool.query<{ body: string }>('SELECT body FROM live_relay_messages WHERE id = $1', [payload.slice(4)]);
    if (rows[0]) received.next(JSON.parse(rows[0].body) as RelayedMessage);
  };

  // One pooled connection held for LISTEN, for as long as the bus is open.
  const listen = () => {
    if (closed) return;
    void pool.connect().then(
      (client) => {
        // Closed while connecting: the connection goes back, or the pool would wait for it forever at shutdown.
        if (closed) return client.release();
        let dropped = false;
        const drop = (error?: Error) => {
          if (dropped) return;
          dropped = true;
          if (listener === client) listener = undefined;
          client.release(error ?? true);
          if (!closed) setTimeout(listen, RECONNECT_DELAY_MS).unref();
        };
        listener = client;
        client.on('notification', ({ payload }) => {
          if (payload) deliver(payload).catch((error: unknown) => logger.warn('live relay message lost', { error: (error as Error).message }));
        });
        client.on('error', drop);
        client.query(`LISTEN ${CHANNEL}`).catch(drop);
        stopListening = () => drop();
      },
      () => setTimeout(listen, RECONNECT_DELAY_MS).unref(),
    );
  };
  listen();

  return {
    messages: received,
    async publish(message) {
      const inline = JSON.stringify(message);
      if (inline.length <= INLINE_LIMIT) {
        await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, inline]);
        return;
      }
      await ready;
      const { rows } = await pool.query<{ id: string }>('INSERT INTO live_relay_messages (body) VALUES ($1) RETURNING id', [inline]);
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, `ref:${rows[0]!.id}`]);
      await pool.query(`DELETE FROM live_relay_messages WHERE created_at < now() - make_interval(secs => $1)`, [KEEP_STORED_MS / 1000]);
    },
    async close() {
      closed = true;
      received.complete();
      stopListening();
      await ready.catch(() => undefined);
    },
  };
};
