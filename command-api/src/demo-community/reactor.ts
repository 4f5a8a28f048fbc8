import type pg from 'pg';
import { migrateUnderLock, type EventStore } from '@sankofa/events';
import {
  publishLiveSignal,
  migrateSchedulerLeases,
  startLeasedRounds,
  type LeasedRounds,
  type LeasedSchedulerOptions,
  type LiveSignal,
  type Translator,
} from '@sankofa/server-kit';
import { createSwipeStates } from '../swipes/kept-states.ts';
import { generateDemoMembers } from './generate-members.ts';
import { performReaction } from './perform-reaction.ts';
import { DEFAULT_DEMO_BEHAVIOUR, reactionsTo, triggerEvents, type DemoBehaviour, type DemoReaction, type DemoRoster } from './reactions.ts';

/** `intervalMs` (1 s by default): a reaction comes at most this late. */
export interface DemoReactorOptions extends LeasedSchedulerOptions {
  store: EventStore;
  translator: Translator | null;
  /** The community's size, as seeded: its members are the ones who react. */
  communitySize: number;
  behaviour?: Partial<DemoBehaviour>;
}

/** Each round follows the log into reactions and performs those due; `tick` answers how many were performed. */
export type DemoReactor = LeasedRounds;

const LEASE = 'demo-reactor';

/**
 * The reactor's own tables, in the write side's database: its checkpoint in the log and the
 * reactions it scheduled, keyed by a deterministic id, so a trigger read twice schedules once and
 * a restart performs what was due while it was down.
 */
export const migrateDemoReactor = async (pool: pg.Pool) => {
  await migrateSchedulerLeases(pool);
  await migrateUnderLock(
    pool,
    'demo-reactor',
    `CREATE TABLE IF NOT EXISTS demo_reactor_checkpoint (name text PRIMARY KEY, position text NOT NULL);
     CREATE TABLE IF NOT EXISTS demo_reactions (id text PRIMARY KEY, due_at timestamptz NOT NULL, reaction jsonb NOT NULL, performed_at timestamptz);
     CREATE INDEX IF NOT EXISTS demo_reactions_due ON demo_reactions (due_at) WHERE performed_at IS NULL;`,
  );
};

const reactionFromRow = (row: { reaction: DemoReaction & { dueAt: string } }): DemoReaction => ({ ...row.reaction, dueAt: new Date(row.reaction.dueAt) });

const rosterOf = (communitySize: number): DemoRoster => ({ members: new Map(generateDemoMembers(communitySize).map((member) => [member.memberId, member])) });

/**
 * The demo community acting like people (issue 15, item 4): follows the log from its checkpoint,
 * turns members' likes, signups, matches and messages into the community's likes and replies
 * (`reactionsTo`), and performs them when due through the members' own commands. One instance at
 * a time works (a lease row); started only when the demo community is on.
 */
export const startDemoReactor = async (options: DemoReactorOptions): Promise<DemoReactor> => {
  const { store, pool, logger } = options;
  const behaviour = { ...DEFAULT_DEMO_BEHAVIOUR, ...options.behaviour };
  const roster = rosterOf(options.communitySize);
  // Typing and activity are ephemeral: a signal lost (the database busy) costs a 'typing…', never the reply.
  const publish = (signal: LiveSignal) =>
    publishLiveSignal(pool, signal).catch((error: unknown) => logger?.warn('demo live signal failed', { kind: signal.kind, error: (error as Error).message }));
  const performing = { store, translator: options.translator, states: createSwipeStates(), roster, publish, typingMs: behaviour.typingMs };
  await migrateDemoReactor(pool);

  const saveCheckpoint = (position: string) =>
    pool.query(`INSERT INTO demo_reactor_checkpoint (name, position) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position`, [LEASE, position]);

  /**
   * Schedules each trigger's reactions, then moves the checkpoint past them. A crash in between
   * reads the triggers again and schedules nothing twice: a reaction's id is its trigger's.
   */
  const followLog = async (now: Date) => {
    const { rows } = await pool.query<{ position: string }>(`SELECT position FROM demo_reactor_checkpoint WHERE name = $1`, [LEASE]);
    let last: string | undefined;
    for await (const event of store.readAll({ after: rows[0]?.position, types: triggerEvents.types, limit: 1000 })) {
      for (const reaction of reactionsTo(triggerEvents.parse(event), roster, behaviour, now)) {
        await pool.query(`INSERT INTO demo_reactions (id, due_at, reaction) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [reaction.id, reaction.dueAt, reaction]);
      }
      last = event.position;
    }
    if (last) await saveCheckpoint(last);
  };

  const performDue = async (now: Date): Promise<number> => {
    const { rows } = await pool.query<{ reaction: DemoReaction & { dueAt: string } }>(
      `SELECT reaction FROM demo_reactions WHERE performed_at IS NULL AND due_at <= $1 ORDER BY due_at LIMIT 100`,
      [now],
    );
    // Kept a day, so a trigger read again soon after (a crash before the checkpoint moved) finds its reaction done.
    await pool.query(`DELETE FROM demo_reactions WHERE performed_at < $1`, [new Date(now.getTime() - 86_400_000)]);
    for (const row of rows) {
      const reaction = reactionFromRow(row);
      // A demo reaction that fails is dropped, not retried every round: nobody misses one like.
      const next = await performReaction(performing, reaction, now).catch((error: unknown) => {
        logger?.warn('demo reaction failed', { id: reaction.id, error: (error as Error).message });
        return null;
      });
      // A reply being typed comes due again (typing on, then sent); anything else is done.
      if (next) await pool.query(`UPDATE demo_reactions SET due_at = $2, reaction = $3 WHERE id = $1`, [reaction.id, next.dueAt, next]);
      else await pool.query(`UPDATE demo_reactions SET performed_at = $2 WHERE id = $1`, [reaction.id, now]);
    }
    return rows.length;
  };

  const round = async (now: Date) => {
    await followLog(now);
    return performDue(now);
  };
  return startLeasedRounds({ ...options, lease: LEASE, intervalMs: options.intervalMs ?? 1_000, leaseMs: options.leaseMs ?? 30_000, failureMessage: 'demo community round failed', round });
};
