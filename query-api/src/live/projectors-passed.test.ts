import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createPositionSignal, type PositionSignal } from '@sankofa/events';
import { CHECKPOINTS_CHANNEL, migrateProjections } from '@sankofa/projections';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { trackCheckpoints } from './checkpoint-tracker.ts';
import { projectorsPassedOn } from './projectors-passed.ts';
import { positionAt as at, setCheckpoint as setCheckpointOf } from '../testing/checkpoints.ts';

let pool: pg.Pool;
let signal: PositionSignal;
const stopped = new AbortController();

const setCheckpoint = (name: string, position: string | null, state?: string) => setCheckpointOf(pool, name, position, state);

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateProjections(pool);
  signal = createPositionSignal(pool, CHECKPOINTS_CHANNEL);
});
afterAll(async () => {
  stopped.abort();
  await signal.close();
  await pool.end();
});

describe('waiting for projectors to pass a position', () => {
  it('answers once every projector named has passed it, woken by their checkpoints moving', async () => {
    const passed = projectorsPassedOn(trackCheckpoints(pool, signal), { patienceMs: 60_000, stopped: stopped.signal });
    await setCheckpoint('matches', at(1));
    await setCheckpoint('members', at(5));
    let answer: boolean | undefined;
    const waiting = passed(['matches', 'members'], at(3)).then((result) => (answer = result));
    await setCheckpoint('matches', at(2));
    expect(answer).toBeUndefined();
    await setCheckpoint('matches', at(3));
    expect(await waiting).toBe(true);
  });

  it('gives up on a projector that failed before the position, and after its patience', async () => {
    await setCheckpoint('moderation', at(1), 'failed');
    expect(await projectorsPassedOn(trackCheckpoints(pool, signal), { patienceMs: 60_000 })(['moderation'], at(2))).toBe(false);
    expect(await projectorsPassedOn(trackCheckpoints(pool, signal), { patienceMs: 50 })(['not_registered'], at(2))).toBe(false);
  });

  it('answers at once when the feed stops', async () => {
    const feedStopped = new AbortController();
    const waiting = projectorsPassedOn(trackCheckpoints(pool, signal), { patienceMs: 60_000, stopped: feedStopped.signal })(['not_registered'], at(2));
    feedStopped.abort();
    expect(await waiting).toBe(false);
  });
});
