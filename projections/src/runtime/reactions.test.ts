import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, defineProjector, eventsOf, newEvent } from '@sankofa/events';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadBuilds } from './checkpoints.ts';
import { stealLease } from './leases.ts';
import { createProjectionRuntime, type ProjectionRuntime } from './runtime.ts';
import { openTestLog, rowsOf, silentLogger, waitFor, type TestLog } from './testing/test-log.ts';

const ReminderSet = defineEvent('ReminderSet', z.object({ reminderId: z.string(), dueAt: z.string() }));

/**
 * A reactor as the app's are: `apply` commits a deadline with its checkpoint, `react` acts on the
 * deadlines due (here: records who acted, in a table outside its schema) and removes them.
 */
const reminderReactor = (actor: string, startFrom: 'beginning' | 'head' = 'beginning') =>
  defineProjector({
    name: 'reminders',
    version: 1,
    handles: eventsOf(ReminderSet),
    startFrom,
    init: async (tx) => {
      await tx.query('CREATE TABLE reminder_deadlines (reminder_id text PRIMARY KEY, due_at timestamptz NOT NULL)');
    },
    apply: async (events, tx) => {
      for (const { data } of events) {
        await tx.query('INSERT INTO reminder_deadlines VALUES ($1, $2) ON CONFLICT DO NOTHING', [data.reminderId, data.dueAt]);
      }
    },
    react: {
      intervalMs: 50,
      run: ({ now, inTables }) =>
        inTables(async (tx) => {
          const { rows } = await tx.query<{ reminder_id: string }>('DELETE FROM reminder_deadlines WHERE due_at <= $1 RETURNING reminder_id', [now]);
          for (const { reminder_id: id } of rows) await tx.query('INSERT INTO public.reminders_sent (reminder_id, actor) VALUES ($1, $2)', [id, actor]);
          return rows.length;
        }),
    },
  });

const setReminder = (log: TestLog, reminderId: string, dueAt: Date) =>
  log.store.append(`reminder-${reminderId}`, [newEvent(ReminderSet, { reminderId, dueAt: dueAt.toISOString() }, { actorId: 'system', correlationId: reminderId })]);

const sent = (log: TestLog) => rowsOf(log.pool, 'SELECT reminder_id, actor FROM public.reminders_sent ORDER BY acted');

describe('a reactor in the projection runtime', () => {
  let log: TestLog;
  let now = new Date('2026-06-01T12:00:00Z');
  const runtimeFor = (actor: string, startFrom?: 'beginning' | 'head'): ProjectionRuntime =>
    createProjectionRuntime({ store: log.store, pool: log.pool, projectors: [reminderReactor(actor, startFrom)], logger: silentLogger, instanceId: actor, leaseSeconds: 2, clock: () => now });

  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('acts on each intent once it is due, in the one instance holding the lease, once', async () => {
    await log.pool.query('CREATE TABLE public.reminders_sent (acted serial, reminder_id text PRIMARY KEY, actor text NOT NULL)');
    await setReminder(log, 'past', new Date('2026-06-01T11:00:00Z'));
    const [alpha, beta] = [runtimeFor('alpha'), runtimeFor('beta')];
    await Promise.all([alpha.start(), beta.start()]);

    await waitFor('the reminder due before the start', async () => (await sent(log)).length === 1);
    await setReminder(log, 'later', new Date('2026-06-01T13:00:00Z'));
    await waitFor('its deadline to be committed', async () => (await rowsOf(log.pool, 'SELECT * FROM public.reminder_deadlines')).length === 1);
    expect(await sent(log)).toHaveLength(1);

    now = new Date('2026-06-01T13:00:01Z');
    await waitFor('the later reminder, once its time came', async () => (await sent(log)).length === 2);
    const actors = new Set(((await sent(log)) as Array<{ actor: string }>).map((row) => row.actor));
    expect(actors.size).toBe(1);

    // The holder stops: the other instance takes the lease over and acts from then on.
    const [holder, other] = actors.has('alpha') ? [alpha, beta] : [beta, alpha];
    await holder.stop();
    await setReminder(log, 'after-stop', new Date('2026-06-01T12:30:00Z'));
    await waitFor('the other instance to act', async () => (await sent(log)).length === 3, 20_000);
    expect((await sent(log)).at(-1)).toEqual({ reminder_id: 'after-stop', actor: other.instanceId });
    await other.stop();
  });

  it('starts a build at the head when it must not act on history', async () => {
    const fresh = await openTestLog();
    try {
      await fresh.pool.query('CREATE TABLE public.reminders_sent (acted serial, reminder_id text PRIMARY KEY, actor text NOT NULL)');
      await setReminder(fresh, 'history', new Date('2026-06-01T11:00:00Z'));
      const runtime = createProjectionRuntime({
        store: fresh.store,
        pool: fresh.pool,
        projectors: [reminderReactor('gamma', 'head')],
        logger: silentLogger,
        leaseSeconds: 2,
        clock: () => now,
      });
      await runtime.start();
      await setReminder(fresh, 'news', new Date('2026-06-01T11:00:00Z'));
      await waitFor('the reminder set after the start', async () => (await sent(fresh)).length === 1);
      await runtime.stop();
      expect(await sent(fresh)).toEqual([{ reminder_id: 'news', actor: 'gamma' }]);
    } finally {
      await fresh.close();
    }
  });

  it("plans a reactor's statements once for any values, not again at every run", async () => {
    const fresh = await openTestLog();
    try {
      const lookup = 'SELECT reminder_id FROM reminder_deadlines WHERE reminder_id = ANY($1)';
      type PlanCounts = { generic_plans: string; custom_plans: string };
      const plans: PlanCounts[] = [];
      const planCounting = defineProjector({
        ...reminderReactor('planner'),
        react: {
          intervalMs: 50,
          run: ({ inTables }) =>
            inTables(async (tx) => {
              // More runs than PostgreSQL's five custom plans before it weighs a generic one.
              for (let run = 0; run < 7; run += 1) await tx.query(lookup, [['due']]);
              const { rows } = await tx.query<PlanCounts>('SELECT generic_plans::text, custom_plans::text FROM pg_prepared_statements WHERE statement = $1', [lookup]);
              plans.push(...rows);
              return rows.length;
            }),
        },
      });
      const runtime = createProjectionRuntime({ store: fresh.store, pool: fresh.pool, projectors: [planCounting], logger: silentLogger, leaseSeconds: 2, clock: () => now });
      await runtime.start();
      await waitFor('a run of the reactor', async () => plans.length > 0);
      await runtime.stop();
      expect(plans[0]).toEqual({ generic_plans: '7', custom_plans: '0' });
    } finally {
      await fresh.close();
    }
  });

  it('does not act once another worker took its lease, even before it notices', async () => {
    const fresh = await openTestLog();
    try {
      await fresh.pool.query('CREATE TABLE public.reminders_sent (acted serial, reminder_id text PRIMARY KEY, actor text NOT NULL)');
      let clock = new Date('2026-06-01T12:00:00Z');
      // A long lease: its worker would not notice the loss for ten seconds.
      const runtime = createProjectionRuntime({ store: fresh.store, pool: fresh.pool, projectors: [reminderReactor('stale')], logger: silentLogger, leaseSeconds: 30, clock: () => clock });
      await runtime.start();
      await setReminder(fresh, 'contested', new Date('2026-06-01T13:00:00Z'));
      await waitFor('its deadline to be committed', async () => (await rowsOf(fresh.pool, 'SELECT * FROM public.reminder_deadlines')).length === 1);

      const [build] = await loadBuilds(fresh.pool, ['reminders']);
      await stealLease(fresh.pool, build!, 'intruder#1', 60);
      clock = new Date('2026-06-01T13:00:01Z');
      // Its reactor runs every 50 ms: without the lease check it would have acted many times over.
      await sleep(500);
      expect(await sent(fresh)).toEqual([]);
      await runtime.stop();
    } finally {
      await fresh.close();
    }
  });
});
