import type pg from 'pg';
import type { Logger } from '@sankofa/server-kit';
import { deleteBuild, loadBuilds, lockProjector } from './checkpoints.ts';
import { inDdlTransaction } from './transactions.ts';
import { CheckpointConflictError } from './errors.ts';
import { dropSchema, publishViews } from './schemas.ts';

/**
 * The blue/green switch: in one transaction the public views move to the rebuilt schema, the
 * rebuilt build becomes the active one and the old build's row goes. Its schema is dropped
 * after the commit; a writer of the old build still inside a batch finds its row gone and
 * rolls back.
 */
export const switchToBuild = async (pool: pg.Pool, logger: Logger, build: { name: string; schemaName: string; owner: string }): Promise<void> => {
  const previous = await inDdlTransaction(pool, async (tx) => {
    await lockProjector(tx, build.name);
    const builds = await loadBuilds(tx, [build.name], true);
    const ours = builds.find((candidate) => candidate.schemaName === build.schemaName);
    if (!ours || ours.leaseOwner !== build.owner || ours.state === 'failed') {
      throw new CheckpointConflictError(`${build.owner} can no longer switch ${build.name} to ${build.schemaName}`);
    }
    const current = builds.find((candidate) => candidate.active);
    await publishViews(tx, build.name, build.schemaName, current?.schemaName ?? null);
    if (current) await deleteBuild(tx, build.name, current.schemaName);
    await tx.query(
      `UPDATE projection_checkpoints SET active = true, state = 'running', updated_at = now() WHERE name = $1 AND schema_name = $2`,
      [build.name, build.schemaName],
    );
    return current;
  });
  logger.info('projection switched', { name: build.name, from: previous?.schemaName ?? null, to: build.schemaName });
  if (!previous) return;
  try {
    await inDdlTransaction(pool, (tx) => dropSchema(tx, previous.schemaName));
  } catch (error) {
    // Harmless: the next start drops schemas no build points at.
    logger.warn('could not drop the previous build', { name: build.name, schema: previous.schemaName, error });
  }
};
