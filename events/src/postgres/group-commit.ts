import type pg from 'pg';
import type { AppendResult, StreamAppend } from '../store.ts';
import { appendCommands, appendToStream, appendToStreams } from './append.ts';

export interface GroupCommitOptions {
  /** Appends written at once, each in its own statement or a group of them. */
  maxInFlight?: number;
  /** Commands in one group, which waits for the slowest of them: past a few dozen, a group costs little less per command. */
  maxCommands?: number;
  /** An append of this many events or more is written at once, alone: its statement's fixed cost is already shared. */
  aloneFromEvents?: number;
}

interface Waiting {
  appends: readonly StreamAppend[];
  resolve(results: AppendResult[]): void;
  reject(error: unknown): void;
}

/**
 * A statement that failed in PostgreSQL before it committed: written again alone, each command of
 * its group gets its own answer. A lost connection (class 08) or a terminated backend (class 57)
 * may have committed, so its group gets the error instead.
 */
const failedBeforeCommit = (error: unknown): boolean => {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && !code.startsWith('08') && !code.startsWith('57');
};

/**
 * Appends that arrive while `maxInFlight` are being written wait, and go together in the next
 * statement: one transaction, one commit and one WAL flush for all of them, where each append
 * used to pay for its own. Alone, an append is written at once in its own statement, so a quiet
 * log adds no wait.
 */
export const createGroupCommit = (pool: pg.Pool, options: GroupCommitOptions = {}) => {
  const maxInFlight = options.maxInFlight ?? 2;
  const maxCommands = options.maxCommands ?? 32;
  const aloneFromEvents = options.aloneFromEvents ?? 16;
  const waiting: Waiting[] = [];
  let inFlight = 0;

  /** One stream's append takes the single-stream statement, which costs less than the function. */
  const writeAlone = ({ appends }: Waiting): Promise<AppendResult[]> => {
    if (appends.length > 1) return appendToStreams(pool, appends);
    const { stream, events, expected = 'any' } = appends[0]!;
    return appendToStream(pool, stream, events, expected).then((result) => [result]);
  };

  const writeGroup = async (group: Waiting[]): Promise<void> => {
    let answers: Awaited<ReturnType<typeof appendCommands>>;
    try {
      answers = await appendCommands(pool, group.map(({ appends }) => appends));
    } catch (error) {
      if (!failedBeforeCommit(error)) return group.forEach(({ reject }) => reject(error));
      await Promise.all(group.map((one) => writeAlone(one).then(one.resolve, one.reject)));
      return;
    }
    group.forEach(({ resolve, reject }, index) => {
      const answer = answers[index]!;
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    });
  };

  const writeNext = () => {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const group = waiting.splice(0, maxCommands);
      inFlight += 1;
      const written = group.length === 1 ? writeAlone(group[0]!).then(group[0]!.resolve, group[0]!.reject) : writeGroup(group);
      void written.finally(() => {
        inFlight -= 1;
        writeNext();
      });
    }
  };

  return {
    /** Appends that passed `checkStreamAppends` (so one share alone has events): their results, in order. */
    append(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
      return new Promise((resolve, reject) => {
        const append = { appends, resolve, reject };
        if (appends.reduce((sum, { events }) => sum + events.length, 0) >= aloneFromEvents) return void writeAlone(append).then(resolve, reject);
        waiting.push(append);
        writeNext();
      });
    },
  };
};
