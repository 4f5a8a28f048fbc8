import type pg from 'pg';
import { defineProjector, type EventStore } from '@sankofa/events';
import type { Translator } from '@sankofa/adapters/translation';
import { publishLiveSignal, type LiveSignal, type Logger } from '@sankofa/server-kit';
import { createSwipeStates } from '../swipes/kept-states.ts';
import { generateDemoMembers } from './generate-members.ts';
import { performReaction } from './perform-reaction.ts';
import { DEFAULT_DEMO_BEHAVIOUR, reactionsTo, triggerEvents, type DemoBehaviour, type DemoReaction, type DemoRoster } from './reactions.ts';

export interface DemoCommunityReactorOptions {
  store: EventStore;
  /** Where the typing and activity it says go out, on the live channel. */
  pool: pg.Pool;
  translator: Translator | null;
  /** The community's size, as seeded: its members are the ones who react. */
  communitySize: number;
  behaviour?: Partial<DemoBehaviour>;
  logger?: Logger;
}

/** Reactions performed per run; the rest are due at the next. */
const BATCH = 100;

const reactionFromRow = (row: { reaction: DemoReaction & { dueAt: string } }): DemoReaction => ({ ...row.reaction, dueAt: new Date(row.reaction.dueAt) });

const rosterOf = (communitySize: number): DemoRoster => ({ members: new Map(generateDemoMembers(communitySize).map((member) => [member.memberId, member])) });

/**
 * The demo community acting like people (issue 15, item 4), a reactor of the projection runtime:
 * `apply` turns members' likes, signups, matches and messages into the community's likes and
 * replies (`reactionsTo`), kept until done, so a restart performs what came due while it was down;
 * `react` performs those due every second through the members' own commands. Performing one twice
 * does it once (`performReaction`). Run only while the demo community is on.
 */
export const demoCommunityReactor = (options: DemoCommunityReactorOptions) => {
  const { store, pool, logger } = options;
  const behaviour = { ...DEFAULT_DEMO_BEHAVIOUR, ...options.behaviour };
  const roster = rosterOf(options.communitySize);
  // Typing and activity are ephemeral: a signal lost (the database busy) costs a 'typing…', never the reply.
  const publish = (signal: LiveSignal) =>
    publishLiveSignal(pool, signal).catch((error: unknown) => logger?.warn('demo live signal failed', { kind: signal.kind, error: (error as Error).message }));
  const performing = { store, translator: options.translator, states: createSwipeStates(), roster, publish, typingMs: behaviour.typingMs };

  return defineProjector({
    name: 'demo_community',
    version: 1,
    handles: triggerEvents,
    init: async (tx) => {
      await tx.query('CREATE TABLE demo_community_reactions (id text PRIMARY KEY, due_at timestamptz NOT NULL, reaction jsonb NOT NULL)');
    },
    createIndexes: async (tx) => {
      await tx.query('CREATE INDEX IF NOT EXISTS demo_community_reactions_due ON demo_community_reactions (due_at)');
    },
    apply: async (events, tx) => {
      // A trigger's age is judged as it is read: a build catching up on history (the reactor was off, or rebuilt) answers none of it.
      const now = new Date();
      for (const event of events) {
        for (const reaction of reactionsTo(event, roster, behaviour, now)) {
          await tx.query('INSERT INTO demo_community_reactions (id, due_at, reaction) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [reaction.id, reaction.dueAt, reaction]);
        }
      }
    },
    react: {
      intervalMs: 1_000,
      /** Answers how many reactions it performed. */
      run: async ({ now, inTables }) => {
        const { rows } = await inTables((tx) =>
          tx.query<{ reaction: DemoReaction & { dueAt: string } }>('SELECT reaction FROM demo_community_reactions WHERE due_at <= $1 ORDER BY due_at LIMIT $2', [now, BATCH]),
        );
        for (const row of rows) {
          const reaction = reactionFromRow(row);
          // A demo reaction that fails is dropped, not retried every run: nobody misses one like.
          const next = await performReaction(performing, reaction, now).catch((error: unknown) => {
            logger?.warn('demo reaction failed', { id: reaction.id, error: (error as Error).message });
            return null;
          });
          // A reply being typed comes due again (typing on, then sent); anything else is done.
          await inTables((tx) =>
            next
              ? tx.query('UPDATE demo_community_reactions SET due_at = $2, reaction = $3 WHERE id = $1', [reaction.id, next.dueAt, next])
              : tx.query('DELETE FROM demo_community_reactions WHERE id = $1', [reaction.id]),
          );
        }
        return rows.length;
      },
    },
  });
};
