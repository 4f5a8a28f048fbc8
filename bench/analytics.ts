import { randomUUID } from 'node:crypto';
import { MatchMade, MessageSent, PremiumActivated, SwipeRecorded, createPostgresEventStore, migrateEventStore, newEvent, type NewEvent } from '@sankofa/events';
import { createProjectionRuntime, migrateProjections, projectors } from '@sankofa/projections';
import { memberRegistered } from '@sankofa/projections/testing';
import { analyticsReport, readAnalytics } from '@sankofa/query-api/analytics';
import { createLogger, createPool } from '@sankofa/server-kit';
import { withBenchDatabase } from './embedded.ts';

/**
 * `npm run bench:analytics`: a year of a community's activity (members signing up over 365 days,
 * then swiping, matching, chatting and some going premium on later days), the analytics projector
 * rebuilt over it, and the dashboard's report read for 30, 90 and 366 days. Prints `name=value` lines.
 */
const MEMBERS = Number(process.env.BENCH_ANALYTICS_MEMBERS ?? 10_000);
const SWIPES_PER_MEMBER = 15;
const DAY = 86_400_000;
const END = Date.parse('2026-06-30T12:00:00Z');
const APPEND_SIZE = 1000;

const at = (time: number) => ({ actorId: 'bench', correlationId: 'bench', now: new Date(Math.min(time, END)) });

/** One member's year: registration, swipes over the weeks after, a match and messages for some, premium for a few. */
const memberStory = (index: number): NewEvent[] => {
  const memberId = `m${index}`;
  const joined = END - Math.floor(((index * 7919) % 365) * DAY);
  const events: NewEvent[] = [memberRegistered(memberId, {}, { ...at(joined), actorId: 'anonymous', demo: index % 10 === 0 })];
  for (let swipe = 0; swipe < SWIPES_PER_MEMBER; swipe++) {
    const when = joined + (swipe % 5) * 7 * DAY + swipe * 3_600_000;
    const other = `m${(index + swipe + 1) % MEMBERS}`;
    events.push(newEvent(SwipeRecorded, { swiperId: memberId, swipedId: other, isLike: swipe % 3 !== 0, isSuperLike: false }, { ...at(when), actorId: memberId }));
    if (swipe % 6 === 1) {
      const matchId = randomUUID();
      events.push(newEvent(MatchMade, { matchId, userId1: memberId, userId2: other }, { ...at(when), actorId: memberId }));
      const message = { matchId, messageId: randomUUID(), senderId: memberId, receiverId: other, content: 'Akwaaba', originalLanguage: null };
      events.push(newEvent(MessageSent, message, { ...at(when + DAY), actorId: memberId }));
    }
  }
  if (index % 12 === 0) events.push(newEvent(PremiumActivated, { memberId, until: new Date(joined + 40 * DAY).toISOString() }, { ...at(joined + 10 * DAY), actorId: memberId }));
  return events;
};

const seconds = (startedAt: bigint) => Number(process.hrtime.bigint() - startedAt) / 1e9;

const result = await withBenchDatabase(async (databaseUrl) => {
  const pool = createPool(databaseUrl, 8);
  await migrateEventStore(pool);
  await migrateProjections(pool);
  const store = createPostgresEventStore(pool, { pageSize: 10_000 });
  const analytics = projectors.filter((projector) => projector.name === 'analytics');
  const runtime = createProjectionRuntime({ store, pool, projectors: analytics, logger: createLogger('bench-analytics', { silent: true }), batchSize: 10_000 });
  try {
    let pending: NewEvent[] = [];
    let total = 0;
    for (let index = 0; index < MEMBERS; index++) {
      pending.push(...memberStory(index));
      if (pending.length >= APPEND_SIZE || index === MEMBERS - 1) {
        await store.append(`bench-${index}`, pending);
        total += pending.length;
        pending = [];
        process.stderr.write(`\rseeded ${total} events`);
      }
    }
    process.stderr.write('\n');
    await pool.query('ANALYZE events');
    const rebuildStarted = process.hrtime.bigint();
    await runtime.rebuild('analytics', (progress) => process.stderr.write(`\rrebuild ${progress.events}/${total}   `));
    process.stderr.write('\n');
    const rebuildSeconds = seconds(rebuildStarted);
    // What autovacuum does soon after a rebuild: the planner reads the new tables' sizes.
    await pool.query('ANALYZE');
    const reads: Record<string, number> = {};
    for (const [days, from] of [[30, '2026-06-01'], [90, '2026-04-02'], [366, '2025-06-30']] as const) {
      const range = { from, to: '2026-06-30', excludeDemo: days === 366 };
      await readAnalytics(pool, range); // warm
      const startedAt = process.hrtime.bigint();
      const runs = 5;
      for (let run = 0; run < runs; run++) analyticsReport(await readAnalytics(pool, range), range);
      reads[days] = Math.round((seconds(startedAt) / runs) * 1000);
    }
    return { total, eventsPerSecond: Math.round(total / rebuildSeconds), reads };
  } finally {
    await store.close();
    await pool.end();
  }
});

console.log(`members=${MEMBERS}`);
console.log(`events=${result.total}`);
console.log(`analytics_rebuild_events_per_s=${result.eventsPerSecond}`);
for (const [days, ms] of Object.entries(result.reads)) console.log(`report_${days}_days_ms=${ms}`);
