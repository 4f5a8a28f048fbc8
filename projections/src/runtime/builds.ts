import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import { buildSchemaName, isBuildSchemaOf, type Projector } from '../projector.ts';
import { deleteBuild, insertBuild, loadBuilds, lockProjector, type BuildRow } from './checkpoints.ts';
import { inDdlTransaction } from './transactions.ts';
import { createBuildSchema, dropSchema, publishViews } from './schemas.ts';

/** Schemas of this projector that no build row points at: left by a crash between a switch and its drop. */
const dropOrphanSchemas = async (tx: pg.PoolClient, name: string, builds: BuildRow[]): Promise<void> => {
  const { rows } = await tx.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname LIKE $1`, [`projection\\_${name}\\_v%`]);
  const used = new Set(builds.map((build) => build.schemaName));
  for (const { nspname } of rows) {
    if (isBuildSchemaOf(name, nspname) && !used.has(nspname)) await dropSchema(tx, nspname);
  }
};

/** The log where the projector's builds start from. */
type Log = Pick<EventStore, 'headPosition'>;

/** Where a new build's checkpoint starts: before the first event, or at the head for a projector that starts from there. */
const startPosition = async (log: Log, projector: Projector): Promise<string | null> =>
  projector.startFrom === 'head' ? await log.headPosition() : null;

/** The first build serves at once and catches up in place: there is nothing older to keep serving. */
const createFirstBuild = async (tx: pg.PoolClient, log: Log, projector: Projector, lease?: { owner: string; seconds: number }): Promise<void> => {
  const schemaName = buildSchemaName(projector.name, projector.version);
  await createBuildSchema(tx, projector, schemaName);
  await publishViews(tx, projector.name, schemaName, null);
  await insertBuild(tx, {
    name: projector.name,
    schemaName,
    version: projector.version,
    state: 'catching_up',
    active: true,
    position: await startPosition(log, projector),
    leaseOwner: lease?.owner,
    leaseSeconds: lease?.seconds,
  });
};

/** A new build of the code's version beside the active one, in whichever of the twin schemas is free. */
const createRebuild = async (tx: pg.PoolClient, log: Log, projector: Projector, builds: BuildRow[]): Promise<void> => {
  const taken = new Set(builds.map((build) => build.schemaName));
  const schemaName = [false, true].map((twin) => buildSchemaName(projector.name, projector.version, twin)).find((schema) => !taken.has(schema));
  if (!schemaName) throw new Error(`Projector ${projector.name} has no free schema for a rebuild`);
  await createBuildSchema(tx, projector, schemaName, { deferIndexes: true });
  await insertBuild(tx, { name: projector.name, schemaName, version: projector.version, state: 'rebuilding', active: false, position: await startPosition(log, projector) });
};

const withProjectorLock = <T>(pool: pg.Pool, name: string, work: (tx: pg.PoolClient, builds: BuildRow[]) => Promise<T>): Promise<T> =>
  inDdlTransaction(pool, async (tx) => {
    await lockProjector(tx, name);
    const builds = await loadBuilds(tx, [name]);
    await dropOrphanSchemas(tx, name, builds);
    return work(tx, builds);
  });

/**
 * On start: a projector never built gets its first build; one whose code is newer than the
 * active build gets a blue/green rebuild. Returns the builds as they now are.
 */
export const ensureBuilds = (pool: pg.Pool, log: Log, projector: Projector): Promise<BuildRow[]> =>
  withProjectorLock(pool, projector.name, async (tx, builds) => {
    const active = builds.find((build) => build.active);
    if (!active) await createFirstBuild(tx, log, projector);
    else if (active.version < projector.version && !builds.some((build) => !build.active)) await createRebuild(tx, log, projector, builds);
    return loadBuilds(tx, [projector.name]);
  });

/**
 * The build a `rebuild` works on: the pending rebuild of the code's version if one exists
 * (resuming it), else a fresh one; the first build when the projector was never built.
 */
export const prepareRebuild = (pool: pg.Pool, log: Log, projector: Projector): Promise<BuildRow> =>
  withProjectorLock(pool, projector.name, async (tx, builds) => {
    const active = builds.find((build) => build.active);
    const pending = builds.find((build) => !build.active);
    if (!active) {
      if (pending) await deleteBuild(tx, projector.name, pending.schemaName);
      if (pending) await dropSchema(tx, pending.schemaName);
      await createFirstBuild(tx, log, projector);
    } else if (pending && (pending.version !== projector.version || pending.state === 'failed')) {
      await deleteBuild(tx, projector.name, pending.schemaName);
      await dropSchema(tx, pending.schemaName);
      await createRebuild(tx, log, projector, [active]);
    } else if (!pending) {
      await createRebuild(tx, log, projector, builds);
    }
    const after = await loadBuilds(tx, [projector.name]);
    return after.find((build) => !build.active) ?? after.find((build) => build.active)!;
  });

/**
 * Wipes every build of the projector and starts one of the code's version in place, empty,
 * leased to `owner`. Readers see the old rows until this commits, then the new, empty tables.
 */
export const recreateInPlace = (pool: pg.Pool, log: Log, projector: Projector, lease: { owner: string; seconds: number }): Promise<BuildRow> =>
  withProjectorLock(pool, projector.name, async (tx, builds) => {
    // Schemas first: dropping waits for a writer still inside a batch, whose checkpoint write then fails.
    for (const build of builds) await dropSchema(tx, build.schemaName);
    for (const build of builds) await deleteBuild(tx, projector.name, build.schemaName);
    await createFirstBuild(tx, log, projector, lease);
    const after = await loadBuilds(tx, [projector.name]);
    return after.find((build) => build.active)!;
  });
