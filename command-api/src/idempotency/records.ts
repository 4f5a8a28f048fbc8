import type pg from 'pg';

/** One use of a key: the same key on another route, or by another member, is another record. */
export interface IdempotencyId {
  scope: string;
  method: string;
  path: string;
  key: string;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: unknown;
}

/**
 * `pending`: a request holds the key and may still be running. `completed`: it succeeded and its
 * response is kept. `succeeded`: it succeeded but its response could not be kept; only its status
 * and event position are, so that the key never runs again.
 */
export type IdempotencyRecord =
  | { state: 'pending'; requestHash: string; lockedAt: Date }
  | { state: 'completed'; requestHash: string; response: StoredResponse }
  | { state: 'succeeded'; requestHash: string; status: number; position: string | null };

interface Row {
  state: IdempotencyRecord['state'];
  request_hash: string;
  status: number | null;
  headers: Record<string, string | string[]> | null;
  body: unknown;
  locked_at: Date;
}

export interface RecordsOptions {
  /** A record older than this is as if it never was, and the sweep deletes it. */
  ttlMs: number;
  /** Injected in tests to age records without waiting. */
  clock: () => Date;
}

const idParams = (id: IdempotencyId) => [id.scope, id.method, id.path, id.key];
const WHERE_ID = 'scope = $1 AND method = $2 AND path = $3 AND key = $4';
const POSITION_HEADER = 'x-event-position';

const recordOf = (row: Row): IdempotencyRecord => {
  if (row.state === 'pending') return { state: 'pending', requestHash: row.request_hash, lockedAt: row.locked_at };
  if (row.state === 'succeeded') {
    const position = row.headers?.[POSITION_HEADER];
    return { state: 'succeeded', requestHash: row.request_hash, status: row.status ?? 200, position: typeof position === 'string' ? position : null };
  }
  return { state: 'completed', requestHash: row.request_hash, response: { status: row.status ?? 200, headers: row.headers ?? {}, body: row.body } };
};

export const createIdempotencyRecords = (pool: pg.Pool, options: RecordsOptions) => {
  const expiredBefore = () => new Date(options.clock().getTime() - options.ttlMs);
  return {
    /** Takes the key for this request: true when it is new, or when its record has expired. */
    async claim(id: IdempotencyId, requestHash: string): Promise<boolean> {
      const now = options.clock();
      const { rowCount } = await pool.query(
        `INSERT INTO idempotency_keys (scope, method, path, key, request_hash, state, locked_at, created_at)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $6)
         ON CONFLICT (scope, method, path, key) DO UPDATE
           SET request_hash = EXCLUDED.request_hash, state = 'pending', status = NULL, headers = NULL, body = NULL,
               locked_at = EXCLUDED.locked_at, created_at = EXCLUDED.created_at, completed_at = NULL
           WHERE idempotency_keys.created_at < $7`,
        [...idParams(id), requestHash, now, expiredBefore()],
      );
      return rowCount === 1;
    },

    async find(id: IdempotencyId): Promise<IdempotencyRecord | undefined> {
      const { rows } = await pool.query<Row>(
        `SELECT state, request_hash, status, headers, body, locked_at FROM idempotency_keys WHERE ${WHERE_ID} AND created_at >= $5`,
        [...idParams(id), expiredBefore()],
      );
      return rows[0] && recordOf(rows[0]);
    },

    async complete(id: IdempotencyId, response: StoredResponse): Promise<void> {
      await pool.query(
        `UPDATE idempotency_keys SET state = 'completed', status = $5, headers = $6, body = $7, completed_at = $8
         WHERE ${WHERE_ID} AND state = 'pending'`,
        [...idParams(id), response.status, JSON.stringify(response.headers), JSON.stringify(response.body ?? null), options.clock()],
      );
    },

    /** The fallback when the whole response cannot be kept: the key must still never run again. */
    async markSucceeded(id: IdempotencyId, response: StoredResponse): Promise<void> {
      const position = response.headers[POSITION_HEADER];
      await pool.query(
        `UPDATE idempotency_keys SET state = 'succeeded', status = $5, headers = $6, body = NULL, completed_at = $7
         WHERE ${WHERE_ID} AND state = 'pending'`,
        [...idParams(id), response.status, JSON.stringify(typeof position === 'string' ? { [POSITION_HEADER]: position } : {}), options.clock()],
      );
    },

    /** Frees the key after a failed run, so that a retry runs the request again. */
    async release(id: IdempotencyId): Promise<void> {
      await pool.query(`DELETE FROM idempotency_keys WHERE ${WHERE_ID} AND state = 'pending'`, idParams(id));
    },

    /** Deletes expired records; returns how many. */
    async sweep(): Promise<number> {
      const { rowCount } = await pool.query(`DELETE FROM idempotency_keys WHERE created_at < $1`, [expiredBefore()]);
      return rowCount ?? 0;
    },
  };
};

export type IdempotencyRecords = ReturnType<typeof createIdempotencyRecords>;

/**
 * A deleted member's kept answers go now, not when they expire: those of her own requests, and any naming her
 * id. Pending ones hold no answer, and one of them is the deletion itself, which still has to record its own.
 */
export const forgetMemberResponses = (pool: pg.Pool, memberId: string) =>
  pool.query(`DELETE FROM idempotency_keys WHERE state <> 'pending' AND (scope = $1 OR strpos(body::text, $2) > 0)`, [`member:${memberId}`, memberId]);
