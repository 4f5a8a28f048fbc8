import type pg from 'pg';
import { recordedEvents, type RecordedEvent } from '@sankofa/events';
import type { Projector } from '../projector.ts';
import { ADD_ACTIVITY, ADD_DAILY, ADD_MEMBERS, INDEXES, INIT, MOVE_WATERMARK, WATERMARK, setFirst } from './tables.ts';
import { tallyOf, type Tally } from './tally.ts';
import { ANALYTICS_PROJECTOR } from './read-model.ts';

const split = (key: string) => key.split('|');

const writeDaily = (tx: pg.PoolClient, daily: Tally['daily']): Promise<unknown>[] => {
  if (daily.size === 0) return [];
  const keys = [...daily.keys()].map(split);
  return [tx.query(ADD_DAILY, [keys.map(([day]) => day), keys.map(([, demo]) => demo === 'true'), keys.map(([, , metric]) => metric), [...daily.values()]])];
};

const writeMilestones = (tx: pg.PoolClient, tally: Tally): Promise<unknown>[] => {
  const milestones = [
    ['first_match_day', tally.firstMatch],
    ['first_message_day', tally.firstMessage],
    ['first_premium_day', tally.firstPremium],
  ] as const;
  return milestones.filter(([, days]) => days.size > 0).map(([column, days]) => tx.query(setFirst(column), [[...days.keys()], [...days.values()]]));
};

/**
 * Sent together, none waiting for another's reply: one connection runs them in the order sent, so
 * the registrations still come before the activity and milestones that join their rows.
 */
const write = (tx: pg.PoolClient, tally: Tally): Promise<unknown>[] => {
  const { registrations } = tally;
  const activity = [...tally.activity].map(split);
  return [
    ...writeDaily(tx, tally.daily),
    ...(registrations.length > 0 ? [tx.query(ADD_MEMBERS, [registrations.map((r) => r.memberId), registrations.map((r) => r.day), registrations.map((r) => r.demo)])] : []),
    ...(activity.length > 0 ? [tx.query(ADD_ACTIVITY, [activity.map(([memberId]) => memberId), activity.map(([, day]) => day)])] : []),
    ...writeMilestones(tx, tally),
  ];
};

/** Counts only events past the watermark, so a batch applied again (or overlapping the last) adds nothing twice. */
const apply = async (events: RecordedEvent[], tx: pg.PoolClient) => {
  const { rows } = await tx.query<{ position: string }>(WATERMARK);
  const watermark = rows[0]?.position;
  const fresh = watermark === undefined ? events : events.filter((event) => event.position > watermark);
  if (fresh.length === 0) return;
  await Promise.all([...write(tx, tallyOf(fresh)), tx.query(MOVE_WATERMARK, [fresh[fresh.length - 1]!.position])]);
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
