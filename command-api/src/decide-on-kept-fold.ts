import { ConcurrencyError, type NewEvent } from '@sankofa/events';
import { appendDecision, retryOnConflict, type CommandResult, type HandleCommandOptions } from './handle-command.ts';
import { notFolded, readFolded, type FoldedStream, type StreamStates } from './stream-states.ts';

/**
 * A decision on what this process last saw, which may be behind the stream, stands only once
 * appended at that revision. A refusal, nothing to append or a conflict answers null: it may
 * hold only because the fold was behind, so the command is decided again on the stream as read.
 */
const appendUnlessStale = async <State, Command extends { type: string }, Event extends NewEvent>(
  options: HandleCommandOptions<State, Command, Event>,
  seen: FoldedStream<State>,
): Promise<CommandResult<State, Event> | null> => {
  let decided: Event[] = [];
  try {
    decided = options.decider.decide(options.command, seen.state, options.context);
  } catch {
    // Decided again, on the stream as read.
  }
  if (decided.length === 0) return null;
  return appendDecision(options, seen, decided).catch((error: unknown) => {
    if (error instanceof ConcurrencyError) return null;
    throw error;
  });
};

/**
 * `handleCommand` for a stream that mostly this process appends to (a member's likes of the day,
 * new each day): it decides first on what this process last saw of it (in `states`; nothing, for
 * a stream it never saw), without reading, the append's expected revision checking that
 * decision. A conflict, a refusal or nothing to append is decided again on the stream, read on
 * from the kept fold. Elsewhere each conflict would cost more than the read saved.
 */
export const handleCommandOnKeptFold = async <State, Command extends { type: string }, Event extends NewEvent>(
  options: HandleCommandOptions<State, Command, Event>,
  states: StreamStates<State>,
  maxAttempts: number,
): Promise<CommandResult<State, Event>> => {
  const { store, stream, decider, command, context } = options;
  const kept = (result: CommandResult<State, Event>) => {
    states.keep(stream, { state: result.state, revision: result.revision, position: result.position });
    return result;
  };
  const unread = await appendUnlessStale(options, states.get(stream) ?? notFolded(decider));
  if (unread) return kept(unread);
  return retryOnConflict(stream, maxAttempts, async () => {
    const current = await readFolded(store, stream, decider, states);
    return kept(await appendDecision(options, current, decider.decide(command, current.state, context)));
  });
};
