import { AccountDeleted, newEvent, type EventOf } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../runtime/transactions.ts';
import { SCRATCH_COPY_DROPPED, forgetScratchCopies } from './forget-scratch-copies.ts';
import { ensureBuildsTable, insertBuild, updateBuild } from './builds-table.ts';

const pool = createPool(await createTestDatabase());
afterAll(() => pool.end());

const deleted = (memberId: string): EventOf<typeof AccountDeleted> => ({
  ...newEvent(AccountDeleted, { memberId }, { actorId: memberId, correlationId: 'c1' }),
  stream: `member-${memberId}`,
  revision: 3,
  position: '00000000000000000009-00000000000000000001',
});
const schemas = async () => (await pool.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'replay\\_%' ORDER BY nspname`)).rows.map((row) => row.nspname);

describe('time-travel copies when a member deletes her account', () => {
  it('are all dropped, and their builds say why', async () => {
    await ensureBuildsTable(pool);
    await pool.query(`CREATE SCHEMA replay_members; CREATE TABLE replay_members.members (id text, first_name text); INSERT INTO replay_members.members VALUES ('ama', 'Ama')`);
    await pool.query('CREATE SCHEMA replay_matches; CREATE SCHEMA replayed_elsewhere');
    const build = { id: crypto.randomUUID(), projector: 'members', asOf: null, requestedBy: 'admin' };
    await insertBuild(pool, build);
    await updateBuild(pool, build.id, { status: 'done', events: 12 });

    await inTransaction(pool, (tx) => forgetScratchCopies.apply([deleted('ama')], tx));

    expect(await schemas()).toEqual([]);
    expect((await pool.query(`SELECT nspname FROM pg_namespace WHERE nspname = 'replayed_elsewhere'`)).rows).toHaveLength(1);
    expect((await pool.query('SELECT status, error FROM time_travel_builds_v1 WHERE id = $1', [build.id])).rows).toEqual([{ status: 'failed', error: SCRATCH_COPY_DROPPED }]);
  });
});
