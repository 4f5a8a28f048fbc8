import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context, Next } from 'koa';
import type pg from 'pg';
import { AppError, ConflictError, ValidationError, bearerToken, type AccessTokens, type Logger } from '@sankofa/server-kit';
import { createIdempotencyRecords, type IdempotencyId, type IdempotencyRecord, type StoredResponse } from './records.ts';
import { periodicSweep, responseKeeper } from './recording.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCEPTABLE_KEY = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyOptions {
  pool: pg.Pool;
  tokens: AccessTokens;
  logger: Logger;
  /** How long a duplicate waits for the first request with its key before a 409. */
  waitMs?: number;
  pollMs?: number;
  /** A key pending for longer than this belongs to a request whose process died before answering. */
  abandonAfterMs?: number;
  /** How many times a succeeded request tries to keep its response, doubling `recordBackoffMs` between tries. */
  recordAttempts?: number;
  recordBackoffMs?: number;
  /** Records are kept this long (a day), then a key is new again. */
  ttlMs?: number;
  /** How often the first request after the interval deletes expired records. */
  sweepEveryMs?: number;
  clock?: () => Date;
}

/** Object keys sorted, so that the same JSON sent with its keys in another order is the same request. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, nested: unknown) =>
    nested && typeof nested === 'object' && !Array.isArray(nested)
      ? Object.fromEntries(Object.entries(nested).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : nested,
  );

const requestHash = (ctx: Context): string =>
  createHash('sha256').update(`${ctx.querystring}\n${canonicalJson(ctx.request.body)}`).digest('hex');

/** Keys are per member: another member (or an anonymous caller) reusing a key never sees this response. */
const scopeOf = async (ctx: Context, tokens: AccessTokens): Promise<string> => {
  const token = bearerToken(ctx);
  if (!token) return 'anonymous';
  try {
    return `member:${(await tokens.verify(token)).memberId}`;
  } catch {
    return 'anonymous';
  }
};

const replay = (ctx: Context, response: StoredResponse) => {
  ctx.status = response.status;
  if (response.body !== null) ctx.body = response.body;
  ctx.set(response.headers);
  ctx.set('Idempotent-Replayed', 'true');
};

const responseToStore = (ctx: Context): StoredResponse => {
  const headers = Object.fromEntries(
    Object.entries(ctx.response.headers)
      .filter(([name]) => name !== 'content-length')
      .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]),
  );
  return { status: ctx.status, headers, body: ctx.body ?? null };
};

/**
 * An upload's file is streamed to storage, never buffered, so it cannot be part of the request
 * hash: a key would replay the first file's answer for another file. Uploads need no key: files
 * are stored by their content (the same file, the same URL) and a bio set again to the same
 * recording records nothing.
 */
const isUpload = (ctx: Context) => ctx.is('multipart/form-data') !== false;

/** Tokens (login, refresh, signup) are never written to the idempotency table: a replay would hand them out again. */
const carriesCredentials = (ctx: Context) => /\bno-store\b/.test(String(ctx.response.get('Cache-Control')));

const HOUR_MS = 3_600_000;

/**
 * A write carrying `Idempotency-Key` runs once: the first request claims the key with a
 * pending row, and its response (status, headers, body) is kept when it succeeds; a repeat
 * gets that response back without running anything, a concurrent duplicate waits for it.
 * Failed runs free the key, since they changed nothing a retry should not redo. A succeeded
 * run never frees it, even when its response cannot be kept. Records last a day.
 */
export const idempotency = (options: IdempotencyOptions) => {
  const { waitMs = 5_000, pollMs = 50, abandonAfterMs = 60_000, clock = () => new Date(), logger } = options;
  const records = createIdempotencyRecords(options.pool, { ttlMs: options.ttlMs ?? 24 * HOUR_MS, clock });
  const keepResponse = responseKeeper(records, { attempts: options.recordAttempts ?? 4, backoffMs: options.recordBackoffMs ?? 50, logger });
  const sweepExpired = periodicSweep(records, { everyMs: options.sweepEveryMs ?? HOUR_MS, clock, logger });
  const release = (id: IdempotencyId) =>
    records.release(id).catch((error: unknown) => logger.warn('could not free an idempotency key', { error }));

  const runOnce = async (ctx: Context, next: Next, id: IdempotencyId) => {
    try {
      await next();
    } catch (error) {
      await release(id);
      throw error;
    }
    if (ctx.status < 400 && !carriesCredentials(ctx)) await keepResponse(id, responseToStore(ctx));
    else await release(id);
  };

  /** What a request finds when the key is taken: an answer, a refusal, or nothing yet (wait). */
  const answerFromRecord = (ctx: Context, record: IdempotencyRecord, hash: string, key: string): boolean => {
    if (record.requestHash !== hash) {
      throw new AppError(422, 'idempotency_key_reused', `${IDEMPOTENCY_KEY_HEADER} ${key} was already used with a different request body`);
    }
    if (record.state === 'completed') {
      replay(ctx, record.response);
      return true;
    }
    if (record.state === 'succeeded') {
      throw new ConflictError(
        `The request with this ${IDEMPOTENCY_KEY_HEADER} succeeded but its response could not be kept; it will not run again`,
        'idempotency_response_unrecorded',
        { status: record.status, position: record.position },
      );
    }
    if (clock().getTime() - record.lockedAt.getTime() >= abandonAfterMs) {
      throw new ConflictError(
        `The request with this ${IDEMPOTENCY_KEY_HEADER} stopped before answering, so whether it ran is unknown; it will not run again: check, then use a new key`,
        'idempotency_outcome_unknown',
      );
    }
    return false;
  };

  return async (ctx: Context, next: Next) => {
    const key = ctx.get(IDEMPOTENCY_KEY_HEADER);
    if (!key || !WRITE_METHODS.has(ctx.method) || isUpload(ctx)) return next();
    if (!ACCEPTABLE_KEY.test(key)) throw new ValidationError(`${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters`);
    sweepExpired();
    const id: IdempotencyId = { scope: await scopeOf(ctx, options.tokens), method: ctx.method, path: ctx.path, key };
    const hash = requestHash(ctx);
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await records.claim(id, hash)) return runOnce(ctx, next, id);
      const existing = await records.find(id);
      // Freed or expired since the claim: claim it again.
      if (!existing) continue;
      if (answerFromRecord(ctx, existing, hash, key)) return;
      if (Date.now() >= deadline) {
        throw new ConflictError(`A request with this ${IDEMPOTENCY_KEY_HEADER} is still in progress`, 'idempotency_key_in_progress');
      }
      await sleep(pollMs);
    }
  };
};
