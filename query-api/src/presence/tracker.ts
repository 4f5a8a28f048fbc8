import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from '@sankofa/server-kit';
import { presenceTables } from './migrate.ts';

/** How often each instance confirms its connections; a row older than `STALE_AFTER_HEARTBEATS` of these is a dead instance's. */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const STALE_AFTER_HEARTBEATS = 3;

export interface PresenceTracker {
  connected(memberId: string): void;
  disconnected(memberId: string): void;
  stop(): Promise<void>;
}

const UPSERT = `
INSERT INTO live_presence (instance_id, member_id, connections, seen_at)
SELECT $1, member_id, connections, now() FROM unnest($2::text[], $3::int[]) AS c(member_id, connections)
ON CONFLICT (instance_id, member_id) DO UPDATE SET connections = EXCLUDED.connections, seen_at = EXCLUDED.seen_at`;
const ACTIVE = `
INSERT INTO member_activity (member_id, last_active_at) SELECT unnest($1::text[]), now()
ON CONFLICT (member_id) DO UPDATE SET last_active_at = EXCLUDED.last_active_at`;

/**
 * This instance's `/ws` connections per member, written to `live_presence` as they open and
 * close and heartbeated, so every instance answers 'Online now' the same. A member's last
 * activity moves while they are connected and when they leave.
 */
export const createPresenceTracker = (
  pool: pg.Pool,
  logger: Logger,
  { heartbeatMs = PRESENCE_HEARTBEAT_MS, onChange }: { heartbeatMs?: number; onChange?: (memberIds: string[]) => Promise<void> } = {},
): PresenceTracker => {
  const instanceId = randomUUID();
  const connections = new Map<string, number>();
  // Writes go one after the other, so a close never lands before the open it follows.
  let writes = Promise.resolve();
  const write = (work: () => Promise<unknown>) => {
    writes = writes.then(work).then(
      () => undefined,
      (error: unknown) => logger.warn('presence could not be recorded', { error }),
    );
  };
  const persist = async (memberIds: string[], changed: string[] = []) => {
    await presenceTables(pool);
    await pool.query(UPSERT, [instanceId, memberIds, memberIds.map((memberId) => connections.get(memberId) ?? 0)]);
    await pool.query(ACTIVE, [memberIds]);
    await pool.query('DELETE FROM live_presence WHERE instance_id = $1 AND connections = 0', [instanceId]);
    // Told once the rows say so, so whoever hears it reads the new presence.
    if (changed.length > 0) await onChange?.(changed);
  };
  const record = (memberIds: string[]) => write(() => persist(memberIds));
  // Sockets opening or closing while a write runs are written together by the next one: a
  // reconnecting crowd (a deploy, a network blip) costs a few statements per batch, not per socket.
  const pending = new Set<string>();
  const flipped = new Set<string>();
  const flushPending = () => {
    const memberIds = [...pending];
    const changed = [...flipped];
    pending.clear();
    flipped.clear();
    return persist(memberIds, changed);
  };
  const change = (memberId: string, by: number) => {
    const before = connections.get(memberId) ?? 0;
    const count = Math.max(0, before + by);
    if (count === 0) connections.delete(memberId);
    else connections.set(memberId, count);
    // Only the first socket opening and the last closing change what others see.
    if ((before === 0) !== (count === 0)) flipped.add(memberId);
    if (pending.size === 0) write(flushPending);
    pending.add(memberId);
  };
  const heartbeat = setInterval(() => {
    if (connections.size > 0) record([...connections.keys()]);
    // Rows of instances that died without saying goodbye: already ignored by readers, removed after an hour.
    // On a new database no socket may have opened yet: the tables come first there too.
    write(async () => {
      await presenceTables(pool);
      await pool.query("DELETE FROM live_presence WHERE seen_at < now() - interval '1 hour'");
    });
  }, heartbeatMs);
  heartbeat.unref();

  return {
    connected: (memberId) => change(memberId, 1),
    disconnected: (memberId) => change(memberId, -1),
    async stop() {
      clearInterval(heartbeat);
      const leaving = [...connections.keys()];
      connections.clear();
      if (leaving.length > 0) record(leaving);
      await writes;
    },
  };
};
