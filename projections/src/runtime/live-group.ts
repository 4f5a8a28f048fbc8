import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { EventStore, RecordedEvent } from '@sankofa/events';
import { handledBy } from '../projector.ts';
import { applyAlone, applyBatch, callApply, moveCheckpoints, type BatchOutcome, type BuildWriter, type CheckpointMove, type Progress } from './apply-batch.ts';
import { inBatches } from './batches.ts';
import { ApplyError, CheckpointConflictError } from './errors.ts';
import { catchUpTo, type FeedOptions, type FeedResult } from './feed.ts';
import { BEGIN_PROJECTOR_TRANSACTION, searchPathOf, useSchema } from './schemas.ts';
import { inTransaction, pipelined } from './transactions.ts';

/** `joined` runs once the build is in the group, caught up to it, before the group's next batch. */
export type FollowOptions = FeedOptions & { joined?: () => Promise<void> };

export interface LiveGroup {
  /**
   * Follows the log live for one build from `from`, with the others, in the batches that arrive
   * together. Resolves when its signal aborts (a stop or a lost lease) or an event fails; rejects
   * on a database error or a lost checkpoint, for its worker to retry or give up.
   */
  follow(writer: BuildWriter, from: Progress, options: FollowOptions): Promise<FeedResult>;
}

interface Member {
  writer: BuildWriter;
  handles: (event: RecordedEvent) => boolean;
  progress: Progress;
  applied: number;
  options: FollowOptions;
  settled: boolean;
  settle(outcome: FeedResult | Error): void;
}

interface Session {
  abort: AbortController;
  /** The last event the group has applied (or passed) for every member. */
  cursor: string | null;
}

interface Write extends CheckpointMove {
  member: Member;
  events: RecordedEvent[];
  handled: RecordedEvent[];
}

/**
 * The schemas one search path can hold: a build for each projector in the group (the first to
 * join), as projectors' tables have names of their own. A second build of a projector (a
 * blue/green twin) has the same names and sets its own path. The path stays the same from batch
 * to batch while the members do, so the builds' prepared statements keep their plans.
 */
const sharedSchemas = (members: Iterable<Member>): Set<string> => {
  const byProjector = new Map<string, string>();
  for (const { writer } of members) if (!byProjector.has(writer.projector.name)) byProjector.set(writer.projector.name, writer.schemaName);
  return new Set(byProjector.values());
};

const isBehind = (position: string | null, cursor: string | null) => cursor !== null && (position === null || position < cursor);

/** What a member still has to see of a batch: a joiner ahead of the group skips what it already applied. */
const writeOf = (member: Member, batch: RecordedEvent[]): Write | undefined => {
  const from = member.progress;
  const events = from.position === null ? batch : batch.filter((event) => event.position > from.position!);
  const last = events.at(-1);
  if (!last) return undefined;
  const handled = events.filter(member.handles);
  const to = { position: last.position, lastEventAt: handled.at(-1)?.metadata.occurredAt ?? from.lastEventAt };
  return { member, writer: member.writer, events, handled, from, to };
};

/**
 * One log subscription and one transaction per arriving batch for every build of a runtime that
 * follows the log live, instead of one each: the round trips of a batch no longer grow with the
 * number of projectors. Joins, leaves and batches run one at a time, so members change only
 * between batches. A poison event or a lost lease rolls the batch back and applies it build by
 * build with the single-build path, which isolates the poison or finds the lost build; a
 * database error hands every member back to its worker, which retries from its checkpoint.
 * A lone event is applied at once; the events that follow a batch within `lingerMs` wait for one
 * another and go in the next batch together: a batch's fixed cost (its transaction, each
 * projector's statements, the checkpoints' move) is then shared by more events when they come fast.
 */
export const createLiveGroup = ({ store, pool, batchSize, lingerMs = 0 }: { store: EventStore; pool: pg.Pool; batchSize: number; lingerMs?: number }): LiveGroup => {
  const members = new Set<Member>();
  let session: Session | undefined;
  let queue: Promise<void> = Promise.resolve();
  const serially = (task: () => Promise<void> | void): Promise<void> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  const finish = (member: Member, outcome: FeedResult | Error) => {
    if (member.settled) return;
    members.delete(member);
    member.settle(outcome);
    if (members.size === 0 && session) {
      session.abort.abort();
      session = undefined;
    }
  };
  const resultOf = (member: Member, poison?: BatchOutcome['poison']): FeedResult => ({ progress: member.progress, applied: member.applied, poison });

  const record = (member: Member, outcome: BatchOutcome) => {
    member.progress = { position: outcome.position, lastEventAt: outcome.lastEventAt };
    member.applied += outcome.applied;
    member.options.onBatch?.(outcome);
  };

  const applyOneByOne = async (writes: Write[]) => {
    for (const { member, events } of writes) {
      try {
        const outcome = await applyBatch(member.writer, events, member.progress);
        record(member, outcome);
        if (outcome.poison) finish(member, resultOf(member, outcome.poison));
      } catch (error) {
        finish(member, error as Error);
      }
    }
  };

  const applyTogether = async (batch: RecordedEvent[]) => {
    const writes = [...members].map((member) => writeOf(member, batch)).filter((write) => write !== undefined);
    if (writes.length === 0) return;
    const shared = sharedSchemas(members);
    const applying = writes.filter((write) => write.handled.length > 0);
    // One search path, set with the BEGIN, serves the builds on it, all at once; a twin comes after, on its own path.
    const together = applying.filter((write) => shared.has(write.writer.schemaName));
    const twins = applying.filter((write) => !shared.has(write.writer.schemaName));
    try {
      await inTransaction(
        pool,
        async (tx) => {
          await pipelined(tx, together.map(({ writer, handled }) => () => callApply(writer, handled, tx)));
          for (const { writer, handled } of twins) {
            await useSchema(tx, writer.schemaName);
            await applyAlone(writer, handled, tx);
          }
          await moveCheckpoints(tx, writes);
        },
        `${BEGIN_PROJECTOR_TRANSACTION}; ${searchPathOf(...shared)}`,
      );
    } catch (error) {
      if (error instanceof ApplyError || error instanceof CheckpointConflictError) return applyOneByOne(writes);
      throw error;
    }
    for (const { member, to, handled } of writes) record(member, { ...to, applied: handled.length });
    const announcers = new Set(writes.map(({ writer }) => writer.checkpointMoved));
    for (const announce of announcers) announce?.(batch.at(-1)!.position);
  };

  const run = async (current: Session) => {
    try {
      // Unfiltered, so every member's checkpoint passes every event as it arrives (read-your-writes waits on them).
      const source = store.subscribe({ after: current.cursor ?? undefined, signal: current.abort.signal });
      for await (const batch of inBatches(source, { maxSize: batchSize, fill: false })) {
        await serially(async () => {
          if (session !== current) return;
          await applyTogether(batch);
          current.cursor = batch.at(-1)!.position;
        });
        if (lingerMs > 0 && batch.length < batchSize) await sleep(lingerMs);
      }
      if (!current.abort.signal.aborted) throw new Error('The live subscription ended');
    } catch (error) {
      // The members resume from their checkpoints (their workers retry) and join a new session.
      await serially(() => {
        if (session === current) for (const member of [...members]) finish(member, error as Error);
      });
    }
  };

  const admit = async (member: Member) => {
    const { signal } = member.options;
    if (signal.aborted) return finish(member, resultOf(member));
    if (!session) {
      session = { abort: new AbortController(), cursor: member.progress.position };
      members.add(member);
      void run(session);
      return member.options.joined?.();
    }
    if (isBehind(member.progress.position, session.cursor)) {
      const caughtUp = await catchUpTo(member.writer, member.progress, session.cursor!, { ...member.options, store, batchSize });
      member.progress = caughtUp.progress;
      member.applied += caughtUp.applied;
      if (caughtUp.poison || signal.aborted) return finish(member, resultOf(member, caughtUp.poison));
    }
    members.add(member);
    await member.options.joined?.();
  };

  return {
    follow: (writer, from, options) =>
      new Promise<FeedResult>((resolve, reject) => {
        const leave = () => void serially(() => finish(member, resultOf(member)));
        const member: Member = {
          writer,
          handles: handledBy(writer.projector),
          progress: from,
          applied: 0,
          options,
          settled: false,
          settle(outcome) {
            member.settled = true;
            options.signal.removeEventListener('abort', leave);
            if (outcome instanceof Error) reject(outcome);
            else resolve(outcome);
          },
        };
        options.signal.addEventListener('abort', leave);
        serially(() => admit(member)).catch((error: unknown) => finish(member, error as Error));
      }),
  };
};
