import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type pg from 'pg';
import { createPresenceTracker } from './tracker.ts';

let pool: pg.Pool;
beforeAll(async () => {
  pool = createPool(await createTestDatabase());
});
afterAll(async () => {
  await pool.end();
});

const presenceRows = async () => {
  const { rows } = await pool.query<{ member_id: string; connections: number }>('SELECT member_id, connections FROM live_presence ORDER BY member_id');
  return rows;
};

describe('the presence tracker', () => {
  it('heartbeats on a new database before any socket opened, without a failed write', async () => {
    const fresh = createPool(await createTestDatabase());
    const warnings: string[] = [];
    const logger = { ...createLogger('presence-test', { silent: true }), warn: (message: string) => void warnings.push(message) };
    const tracker = createPresenceTracker(fresh, logger, { heartbeatMs: 20 });
    try {
      await vi.waitFor(async () => expect((await fresh.query("SELECT to_regclass('live_presence') AS presence")).rows[0].presence).toBe('live_presence'), { timeout: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(warnings).toEqual([]);
    } finally {
      await tracker.stop();
      await fresh.end();
    }
  });

  it('writes a crowd of sockets opening at once in a few batches, and tells each member who came online once', async () => {
    const told: string[] = [];
    const tracker = createPresenceTracker(pool, createLogger('presence-test', { silent: true }), { onChange: async (memberIds) => void told.push(...memberIds) });
    const query = vi.spyOn(pool, 'query');
    const crowd = Array.from({ length: 200 }, (_, index) => `member-${String(index).padStart(3, '0')}`);
    crowd.forEach((memberId) => tracker.connected(memberId));
    tracker.connected('member-000');
    tracker.disconnected('member-001');
    await vi.waitFor(async () => expect(await presenceRows()).toHaveLength(199), { timeout: 5_000 });

    const upserts = query.mock.calls.filter(([sql]) => String(sql).includes('INSERT INTO live_presence'));
    expect(upserts.length).toBeLessThanOrEqual(2);
    expect((await presenceRows())[0]).toEqual({ member_id: 'member-000', connections: 2 });
    expect(new Set(told)).toEqual(new Set(crowd));
    query.mockRestore();

    await tracker.stop();
    expect(await presenceRows()).toEqual([]);
  });
});
