import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@sankofa/server-kit';
import type { IdempotencyId, IdempotencyRecords, StoredResponse } from './records.ts';

/** PostgreSQL's class 22 (data exception, e.g. a NUL character in a JSON string): retrying the same write cannot help. */
const isDataError = (error: unknown) => typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code.startsWith('22');

/**
 * Keeps a succeeded request's response, trying again with backoff when a write fails; when the
 * response still cannot be kept, keeps only that it succeeded (status and position). Never frees
 * the key: the command ran, and a retry must answer that rather than run it again. When even that
 * fails the key stays pending, and retries are told its outcome is unknown rather than running it.
 */
export const responseKeeper = (records: IdempotencyRecords, options: { attempts: number; backoffMs: number; logger: Logger }) => {
  const withRetries = async (what: string, id: IdempotencyId, write: () => Promise<void>): Promise<boolean> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await write();
        return true;
      } catch (error) {
        if (attempt >= options.attempts || isDataError(error)) {
          options.logger.warn(`could not record ${what} of an idempotent request`, { error, path: id.path, attempts: attempt });
          return false;
        }
        await sleep(options.backoffMs * 2 ** (attempt - 1));
      }
    }
  };
  return async (id: IdempotencyId, response: StoredResponse): Promise<void> => {
    if (await withRetries('the response', id, () => records.complete(id, response))) return;
    if (await withRetries('the success', id, () => records.markSucceeded(id, response))) return;
    options.logger.error('a succeeded idempotent request could not be recorded: its key stays claimed and will not run again', { path: id.path });
  };
};

/**
 * Deletes expired records at most once per interval, on the first request after it: no timer to
 * start and stop, and a process that takes no writes has nothing to sweep. Expiry itself does not
 * wait for the sweep: an expired record already counts as absent.
 */
export const periodicSweep = (records: IdempotencyRecords, options: { everyMs: number; clock: () => Date; logger: Logger }) => {
  let nextSweepAt = 0;
  return () => {
    const now = options.clock().getTime();
    if (now < nextSweepAt) return;
    nextSweepAt = now + options.everyMs;
    records
      .sweep()
      .then((deleted) => deleted > 0 && options.logger.info(`swept ${deleted} expired idempotency records`))
      .catch((error: unknown) => options.logger.warn('could not sweep expired idempotency records', { error }));
  };
};
