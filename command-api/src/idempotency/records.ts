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

export type IdempotencyRecord =
  | { state: 'pending'; requestHash: string }
  | { state: 'completed'; requestHash: string; response: StoredResponse };

interface Row {
  state: 'pending' | 'completed';
  request_hash: string;
  status: number | null;
  headers: Record<string, string | string[]> | null;
  body: unknown;
}

const idParams = (id: IdempotencyId) => [id.scope, id.method, id.path, id.key];
const WHERE_ID = 'scope = $1 AND method = $2 AND path = $3 AND key = $4';

export const createIdempotencyRecords = (pool: pg.Pool, options: { abandonAfterMs: number }) => ({
  /**
   * Takes the key for this request: true when it is new, or when a run of the same request
   * left it pending for longer than any request lasts (its process died mid-request).
   */
  async claim(id: IdempotencyId, requestHash: string): Promise<boolean> {
    const { rowCount } = await pool.query(
      `INSERT INTO idempotency_keys (scope, method, path, key, request_hash, state) VALUES ($1, $2, $3, $4, $5, 'pending')
       ON CONFLICT (scope, method, path, key) DO UPDATE SET locked_at = now()
         WHERE idempotency_keys.state = 'pending'
           AND idempotency_keys.request_hash = EXCLUDED.request_hash
           AND idempotency_keys.locked_at < now() - make_interval(secs => $6)`,
      [...idParams(id), requestHash, options.abandonAfterMs / 1000],
    );
    return rowCount === 1;
  },

  async find(id: IdempotencyId): Promise<IdempotencyRecord | undefined> {
    const { rows } = await pool.query<Row>(`SELECT state, request_hash, status, headers, body FROM idempotency_keys WHERE ${WHERE_ID}`, idParams(id));
    const row = rows[0];
    if (!row) return undefined;
    if (row.state === 'pending') return { state: 'pending', requestHash: row.request_hash };
    return { state: 'completed', requestHash: row.request_hash, response: { status: row.status ?? 200, headers: row.headers ?? {}, body: row.body } };
  },

  async complete(id: IdempotencyId, response: StoredResponse): Promise<void> {
    await pool.query(
      `UPDATE idempotency_keys SET state = 'completed', status = $5, headers = $6, body = $7, completed_at = now()
       WHERE ${WHERE_ID} AND state = 'pending'`,
      [...idParams(id), response.status, JSON.stringify(response.headers), JSON.stringify(response.body ?? null)],
    );
  },

  /** Frees the key after a failed run, so that a retry runs the request again. */
  async release(id: IdempotencyId): Promise<void> {
    await pool.query(`DELETE FROM idempotency_keys WHERE ${WHERE_ID} AND state = 'pending'`, idParams(id));
  },
});

export type IdempotencyRecords = ReturnType<typeof createIdempotencyRecords>;
