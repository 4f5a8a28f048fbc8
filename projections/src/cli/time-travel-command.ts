import { parseArgs } from 'node:util';
import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import { projectors } from '../registry.ts';
import { loadAdhocProjector, timeTravel } from '../time-travel/index.ts';

export const TIME_TRAVEL_USAGE = `  replay <name> [--to <pos> | --at <ISO time>]
                                 time travel: its tables as of a position or a time, in the scratch schema replay_<name>
  adhoc <module> [--to <pos> | --at <ISO time>]
                                 an ad-hoc projector (a module exporting handles, apply and optionally init, name) run the same way`;

interface Progress {
  update(line: string): void;
  done(): void;
}

/** `replay` and `adhoc`: a read model as of a past position or time, with progress; prints where its tables are. */
export const runTimeTravel = async (
  deps: { pool: pg.Pool; store: EventStore; progress: Progress },
  command: 'replay' | 'adhoc',
  target: string,
  rest: string[],
): Promise<void> => {
  const { values } = parseArgs({ args: rest, options: { to: { type: 'string' }, at: { type: 'string' } } });
  if (values.at !== undefined && Number.isNaN(Date.parse(values.at))) throw new RangeError(`--at must be an ISO time (2026-11-20T10:00:00Z), got ${values.at}`);
  const projector = command === 'adhoc' ? await loadAdhocProjector(target) : projectors.find((candidate) => candidate.name === target);
  if (!projector) throw new Error(`Unknown projector ${target}; projectors: ${projectors.map((candidate) => candidate.name).join(', ')}`);
  const result = await timeTravel(deps.pool, deps.store, projector, {
    to: values.to,
    at: values.at,
    batchSize: 5000,
    onProgress: (events, position) => deps.progress.update(`${projector.name} replay: ${events} events, position ${position}`),
  });
  deps.progress.done();
  console.log(`${projector.name} as of ${result.position ?? 'the start'} (${result.events} events) is in schema ${result.schemaName}:`);
  for (const table of result.tables) console.log(`  ${result.schemaName}.${table.table}: ${table.rows} rows`);
};
