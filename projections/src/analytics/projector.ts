import type pg from 'pg';
import { recordedEvents, type RecordedEvent } from '@sankofa/events';
import type { Projector } from '../projector.ts';
import { ADD_ACTIVITY, ADD_DAILY, ADD_MEMBERS, INDEXES, INIT, MOVE_WATERMARK, WATERMARK, setFirst } from './tables.ts';
import { tallyOf, type Tally } from './tally.ts';
import { ANALYTICS_PROJECTOR } from './read-model.ts';

const split = (key: string) => key.split('|');

const writeDaily = async (tx: pg.PoolClient, daily: Tally['daily']) => {
  if (daily.size === 0) return;
  const keys = [...daily.keys()].map(split);
  await tx.query(ADD_DAILY, [keys.map(([day]) => day), keys.map(([, demo]) => demo === 'true'), keys.map(([, , metric]) => metric), [...daily.values()]]);
};

const writeMilestones = async (tx: pg.PoolClient, tally: Tally) => {
  const milestones = [
    ['first_match_day', tally.firstMatch],
    ['first_message_day', tally.firstMessage],
    ['first_premium_day', tally.firstPremium],
  ] as const;
  for (const [column, days] of milestones) {
    if (days.size > 0) await tx.query(setFirst(column), [[...days.keys()], [...days.values()]]);
  }
};

const write = async (tx: pg.PoolClient, tally: Tally) => {
  await writeDaily(tx, tally.daily);
  const { registrations } = tally;
  if (registrations.length > 0) {
    await tx.query(ADD_MEMBERS, [registrations.map((r) => r.memberId), registrations.map((r) => r.day), registrations.map((r) => r.demo)]);
  }
  // After the registrations: a member who signs up and acts or matches in one batch has a row to join and mark.
  const activity = [...tally.activity].map(split);
  if (activity.length > 0) await tx.query(ADD_ACTIVITY, [activity.map(([memberId]) => memberId), activity.map(([, day]) => day)]);
  await writeMilestones(tx, tally);
};

/** Counts only events past the watermark, so a batch applied again (or overlapping the last) adds nothing twice. */
const apply = async (events: RecordedEvent[], tx: pg.PoolClient) => {
  const { rows } = await tx.query<{ position: string }>(WATERMARK);
  const watermark = rows[0]?.position;
  const fresh = watermark === undefined ? events : events.filter((event) => event.position > watermark);
  if (fresh.length === 0) return;
  await write(tx, tallyOf(fresh));
  await tx.query(MOVE_WATERMARK, [fresh[fresh.length - 1]!.position]);
};

/**
 * Product dashboards' numbers by UTC day: every event counts toward daily active members. It reads
 * the log as recorded, as most events count by their envelope alone; `tallyOf` parses the few whose facts it counts.
 */
export const analyticsProjector: Projector = {
  name: ANALYTICS_PROJECTOR,
  version: 1,
  handles: recordedEvents(),
  init: async (tx) => {
    await tx.query(INIT);
  },
  createIndexes: async (tx) => {
    await tx.query(INDEXES);
  },
  apply,
};
