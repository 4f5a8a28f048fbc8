import type pg from 'pg';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * Says this runtime is alive for `seconds` more (as long as a lease), forgets the runtimes whose
 * heartbeat expired (stopped without saying so), and answers how many are alive, this one included.
 */
export const announceWorker = async (db: Queryable, instanceId: string, seconds: number): Promise<number> => {
  const { rows } = await db.query<{ live: number }>(
    `WITH beat AS (
       INSERT INTO projection_workers (instance_id, expires_at) VALUES ($1, now() + make_interval(secs => $2))
       ON CONFLICT (instance_id) DO UPDATE SET expires_at = EXCLUDED.expires_at
     ), gone AS (
       DELETE FROM projection_workers WHERE expires_at < now() AND instance_id <> $1
     )
     SELECT count(*)::int + 1 AS live FROM projection_workers WHERE expires_at >= now() AND instance_id <> $1`,
    [instanceId, seconds],
  );
  return rows[0]!.live;
};

/** A runtime that stops says so at once: the others take its share without waiting for its heartbeat to expire. */
export const withdrawWorker = async (db: Queryable, instanceId: string): Promise<void> => {
  await db.query('DELETE FROM projection_workers WHERE instance_id = $1', [instanceId]);
};

/** The builds one of `workers` live runtimes writes at most: every build has a writer, and none writes more than it must. */
export const shareOf = (builds: number, workers: number): number => Math.ceil(builds / Math.max(workers, 1));
