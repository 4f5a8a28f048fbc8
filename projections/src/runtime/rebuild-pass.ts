import type { EventStore, RecordedEvent } from '@sankofa/events';
import { handledBy, typeFilter } from '../projector.ts';
import { applyBatch, skipTo, type BuildWriter, type Progress } from './apply-batch.ts';
import { inBatches } from './batches.ts';
import { catchUp, type FeedOptions, type FeedResult } from './feed.ts';

/** A build's place in a shared pass, handed to the worker that writes it. */
export interface PassTicket {
  /** As `catchUp`: through the shared read the first time, alone after that (a retry, the last events before the switch). */
  catchUp(writer: BuildWriter, from: Progress, options: FeedOptions): Promise<FeedResult>;
  /** The build will not take part (no lease, failed, stopped); the others need not wait for it. Safe to call again. */
  release(): void;
}

interface Member {
  writer: BuildWriter;
  handles: (event: RecordedEvent) => boolean;
  progress: Progress;
  applied: number;
  options: FeedOptions;
  settle(outcome: FeedResult | Error): void;
}

/** The events one read must fetch for every member: all types as soon as one member takes them all. */
const unionOfTypes = (members: readonly Member[]): string[] | undefined => {
  const types = new Set<string>();
  for (const { writer } of members) {
    const own = typeFilter(writer.projector);
    if (!own) return undefined;
    for (const type of own) types.add(type);
  }
  return [...types];
};

const startOf = (members: readonly Member[]): string | undefined => {
  const positions = members.map((member) => member.progress.position);
  return positions.includes(null) ? undefined : (positions as string[]).reduce((lowest, position) => (position < lowest ? position : lowest));
};

/**
 * One read of the log for `size` builds rebuilt together, in place of one each: every batch is
 * read and parsed once (the event objects are shared, so each event's data is parsed once however
 * many projectors take it) and handed to every build, each in its own transaction with its own
 * checkpoint, at once. A poison event, a lost lease or a database error ends only its build's
 * part, as alone. The read starts once every ticket is used or released.
 */
export const sharedRebuildRead = ({ store, batchSize }: { store: EventStore; batchSize: number }, size: number): PassTicket[] => {
  const members = new Set<Member>();
  let waiting = size;
  const arrive = () => {
    if (--waiting === 0 && members.size > 0) void readOnce();
  };
  const finish = (member: Member, outcome?: FeedResult | Error) => {
    if (!members.delete(member)) return;
    member.settle(outcome ?? { progress: member.progress, applied: member.applied });
  };

  const applyTo = async (member: Member, batch: RecordedEvent[]) => {
    const { position } = member.progress;
    const events = position === null ? batch : batch.filter((event) => event.position > position);
    // A batch with nothing it handles costs it no transaction: its checkpoint passes such events at the end.
    if (!events.some(member.handles)) return;
    try {
      const outcome = await applyBatch(member.writer, events, member.progress);
      member.progress = { position: outcome.position, lastEventAt: outcome.lastEventAt };
      member.applied += outcome.applied;
      member.options.onBatch?.(outcome);
      if (outcome.poison) finish(member, { progress: member.progress, applied: member.applied, poison: outcome.poison });
      else if (member.options.signal.aborted) finish(member);
    } catch (error) {
      finish(member, error as Error);
    }
  };

  const readOnce = async () => {
    const readers = [...members];
    try {
      const head = await store.headPosition();
      const source = store.readAll({ after: startOf(readers), types: unionOfTypes(readers) });
      for await (const batch of inBatches(source, { maxSize: batchSize, fill: true })) {
        for (const member of [...members]) if (member.options.signal.aborted) finish(member);
        if (members.size === 0) return;
        await Promise.all([...members].map((member) => applyTo(member, batch)));
      }
      await Promise.all(
        [...members].map(async (member) => {
          try {
            if (head !== null) member.progress = await skipTo(member.writer, member.progress, head);
            finish(member);
          } catch (error) {
            finish(member, error as Error);
          }
        }),
      );
    } catch (error) {
      for (const member of [...members]) finish(member, error as Error);
    }
  };

  return Array.from({ length: size }, (): PassTicket => {
    let used = false;
    const settle = () => {
      if (used) return false;
      used = true;
      arrive();
      return true;
    };
    return {
      catchUp: (writer, from, options) =>
        new Promise<FeedResult>((resolve, reject) => {
          if (options.signal.aborted) {
            settle();
            return resolve({ progress: from, applied: 0 });
          }
          if (used) return void catchUp(writer, from, options).then(resolve, reject);
          const member: Member = {
            writer,
            handles: handledBy(writer.projector),
            progress: from,
            applied: 0,
            options,
            settle: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)),
          };
          members.add(member);
          settle();
        }),
      release: () => void settle(),
    };
  });
};
