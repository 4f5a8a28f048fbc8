import type pg from 'pg';
import type { EventSet } from './event-set.ts';
import type { RecordedEvent } from './store.ts';

/**
 * Whatever follows the log with a checkpoint of its own, run by the projection runtime (leases,
 * blue/green rebuilds, poison events, the console, `/metrics`, readiness). Each version lives in
 * its own PostgreSQL schema; `init` and `apply` run with that schema first on the search path, so
 * their SQL names tables plainly. A projector writes read-model rows; a reactor (`react`) also
 * commits intents there (a deadline, a push to send, a reaction) and acts on them after.
 */
export interface Projector<Handled extends RecordedEvent = RecordedEvent> {
  /** snake_case: `[a-z][a-z0-9_]*`, short enough for its schema names (at most 40 characters). */
  name: string;
  /** Bump it when `init` or `apply` changes meaning: the runtime rebuilds the new version blue/green. */
  version: number;
  /** The events it reads (`eventsOf(…)`, or `everyEvent`), which `apply` receives parsed and upcast. */
  handles: EventSet<Handled>;
  /**
   * Where a new build starts: at the log's beginning (the default), or at its head, for a reactor
   * that must never act on history (a push for a message of last year).
   */
  startFrom?: 'beginning' | 'head';
  /** Creates its tables (and the indexes `apply` reads by) in an empty schema. */
  init(tx: pg.PoolClient): Promise<void>;
  /**
   * Secondary indexes only readers use (`IF NOT EXISTS`: it may run again). A rebuild creates them
   * once it has caught up, just before its switch, as loading rows into a table without them is
   * several times faster; every other build creates them with its tables.
   */
  createIndexes?(tx: pg.PoolClient): Promise<void>;
  /** Applies events in log order; runs in the transaction that also moves the checkpoint. */
  apply(events: Handled[], tx: pg.PoolClient): Promise<void>;
  react?: Reaction;
}

/**
 * A reactor's acts on the intents its `apply` committed. Acts have effects outside the
 * transaction (an append, a push), so they run after it commits, only in the instance holding the
 * build's lease, only once the build serves and has caught up: never twice at once, never during
 * a rebuild. An act must be safe to repeat after a crash (its decision checked on a stream, or
 * its intent claimed before the effect).
 */
export interface Reaction {
  /** How often it looks for intents come due (a deadline passing); it also runs after each batch applied live. */
  intervalMs: number;
  /** Acts on what is due; answers how many intents it acted on. */
  run(context: ReactionContext): Promise<number>;
}

export interface ReactionContext {
  now: Date;
  /** Runs `work` in a transaction with the build's schema first on the search path: the reactor's tables by their plain names. */
  inTables<T>(work: (tx: pg.PoolClient) => Promise<T>): Promise<T>;
}

/** Types `apply`'s events from `handles`: `defineProjector({ handles: eventsOf(MatchMade), apply: (events) => … })`. */
export const defineProjector = <Handled extends RecordedEvent>(projector: Projector<Handled>): Projector<Handled> => projector;

/** The events of a batch of these types, in log order, narrowed to them: `ofTypes(events, 'MatchMade', 'MatchOpened')`. */
export const ofTypes = <Event extends RecordedEvent, Type extends Event['type']>(events: readonly Event[], ...types: Type[]): Array<Extract<Event, { type: Type }>> =>
  events.filter((event): event is Extract<Event, { type: Type }> => types.some((type) => type === event.type));
