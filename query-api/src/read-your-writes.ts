import type { Context, Next } from 'koa';
import { AppError, bearerToken, type AccessTokens } from '@sankofa/server-kit';
import { hasPassed, type Checkpoint, type CheckpointTracker } from './live/checkpoint-tracker.ts';

export const MIN_POSITION_HEADER = 'X-Min-Position';
export const POSITION_REACHED_HEADER = 'X-Position-Reached';
/** What X-Event-Position carries, whichever log: two zero-padded 20-digit numbers. */
const LOG_POSITION = /^\d{20}-\d{20}$/;

export interface ReadYourWritesOptions {
  timeoutMs?: number;
  /** Requests waiting at once, all members together; past it a request is served at once. */
  maxWaiters?: number;
  /** Requests of one member waiting at once (a client needs one or two); past it, served at once. */
  maxWaitersPerMember?: number;
}

export const READ_YOUR_WRITES_DEFAULTS = { timeoutMs: 2_000, maxWaiters: 200, maxWaitersPerMember: 4 } as const;

/** The projectors whose read models the request's route reads (`readModelsOf` its router). */
export type ReadModelsOf = (ctx: Context) => readonly string[];

interface Progress {
  /** Every active projector the route reads has passed the position. */
  reached: boolean;
  /** Nothing left to wait for: the projectors still behind, if any, have failed and will not move until fixed. */
  settled: boolean;
}

/**
 * Every projector's checkpoint advances past each event it reads, handled or not, so "my write
 * is visible to this route" is "the position of every active projector it reads >= the write's
 * position". One it reads that is not running here has no active build and is not waited for.
 */
const progressOn = (checkpoints: readonly Checkpoint[], names: readonly string[], position: string): Progress => {
  const behind = checkpoints.filter((checkpoint) => names.includes(checkpoint.name) && !hasPassed(checkpoint, position));
  return { reached: behind.length === 0, settled: behind.every((checkpoint) => checkpoint.failed) };
};

/** The member behind a valid access token, or undefined: anonymous callers never wait. */
const callerOf = async (ctx: Context, tokens: AccessTokens): Promise<string | undefined> => {
  const token = bearerToken(ctx);
  if (!token) return undefined;
  return tokens.verify(token).then(
    (principal) => principal.memberId,
    () => undefined,
  );
};

const NOT_REACHED: Progress = { reached: false, settled: false };

/**
 * One look at the checkpoints, shared with whoever else waits: the last read while the tracker
 * watches (every move since then wakes it), else a new read. Not the last read alone when nobody
 * waits: a projector made active since, still behind, would go unseen.
 */
const lookAt = async (checkpoints: CheckpointTracker, names: readonly string[], position: string, timeoutMs: number): Promise<Progress> =>
  (await checkpoints.until((read) => progressOn(read, names, position), timeoutMs)) ?? NOT_REACHED;

/** Until the projectors pass `position` or settle, the deadline, or the client leaving; woken with every other waiter by one read per checkpoint move. */
const waitForProjectors = async (
  checkpoints: CheckpointTracker,
  names: readonly string[],
  position: string,
  timeoutMs: number,
  clientGone: AbortSignal,
): Promise<Progress> => {
  const settled = await checkpoints.until(
    (read) => {
      const progress = progressOn(read, names, position);
      return progress.settled ? progress : undefined;
    },
    timeoutMs,
    clientGone,
  );
  return settled ?? NOT_REACHED;
};

/**
 * Read-your-writes: a GET carrying `X-Min-Position` (the position its client's last command
 * returned) from a signed-in member waits, bounded, until the projectors writing the read models
 * its route reads (`readModelsOf`) have passed it, then is served anyway and says in
 * `X-Position-Reached` whether they had; a route that reads none is served at once. A malformed
 * position is a 400 at once; an anonymous caller is served without waiting; so is a member already waiting
 * `maxWaitersPerMember` times, or anyone once `maxWaiters` requests wait (after one look at the
 * checkpoints, so `X-Position-Reached` still tells the truth).
 */
export const readYourWrites = (checkpoints: CheckpointTracker, tokens: AccessTokens, readModelsOf: ReadModelsOf, options: ReadYourWritesOptions = {}) => {
  const { timeoutMs, maxWaiters, maxWaitersPerMember } = { ...READ_YOUR_WRITES_DEFAULTS, ...options };
  const waitingByMember = new Map<string, number>();
  let waiting = 0;

  const admit = (memberId: string): (() => void) | undefined => {
    const own = waitingByMember.get(memberId) ?? 0;
    if (waiting >= maxWaiters || own >= maxWaitersPerMember) return undefined;
    waiting += 1;
    waitingByMember.set(memberId, own + 1);
    return () => {
      waiting -= 1;
      const left = (waitingByMember.get(memberId) ?? 1) - 1;
      if (left > 0) waitingByMember.set(memberId, left);
      else waitingByMember.delete(memberId);
    };
  };

  const middleware = async (ctx: Context, next: Next) => {
    const wanted = ctx.get(MIN_POSITION_HEADER);
    if (!wanted || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    if (!LOG_POSITION.test(wanted)) {
      throw new AppError(400, 'invalid_min_position', `${MIN_POSITION_HEADER} must be a log position as returned in X-Event-Position`);
    }
    const memberId = await callerOf(ctx, tokens);
    if (!memberId) return next();
    const names = readModelsOf(ctx);
    if (names.length === 0) {
      ctx.set(POSITION_REACHED_HEADER, 'true');
      return next();
    }
    const release = admit(memberId);
    if (!release) {
      ctx.set(POSITION_REACHED_HEADER, String((await lookAt(checkpoints, names, wanted, timeoutMs)).reached));
      return next();
    }
    const gone = new AbortController();
    const onClose = () => gone.abort();
    ctx.res.once('close', onClose);
    try {
      const progress = await waitForProjectors(checkpoints, names, wanted, timeoutMs, gone.signal);
      ctx.set(POSITION_REACHED_HEADER, String(progress.reached));
    } finally {
      ctx.res.off('close', onClose);
      release();
    }
    return next();
  };
  /** Requests waiting now, in all and of `memberId`. */
  const waitingNow = (memberId?: string) => (memberId === undefined ? waiting : (waitingByMember.get(memberId) ?? 0));
  return Object.assign(middleware, { waiting: waitingNow });
};
