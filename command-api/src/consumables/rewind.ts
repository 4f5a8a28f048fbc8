import { pairStream, type EventContext, type EventStore } from '@sankofa/events';
import { DomainError } from '../domain-error.ts';
import { handleCommand } from '../handle-command.ts';
import { NOTHING_TO_REWIND, pairDecider } from '../swipes/decide.ts';
import { readPair } from '../swipes/pair-stream.ts';

/**
 * The member the rewind takes back, checked on the pair stream before the item is used, so a
 * rewind with nothing to take back costs nothing. The client names the last pass (GET /api/last-pass);
 * the pair stream, the write side's own truth, decides whether it is still a standing pass.
 */
export const rewindTargetOf = async (store: EventStore, memberId: string, target: string | null | undefined): Promise<string> => {
  if (!target || target === memberId) throw new DomainError('nothing_to_rewind', NOTHING_TO_REWIND);
  const pair = await readPair(store, memberId, target);
  if (pair.status !== 'open' || pair.decisions[memberId] !== 'pass') throw new DomainError('nothing_to_rewind', NOTHING_TO_REWIND);
  return target;
};

/** Appends `PassRewound` on the pair stream; called only by the use that won the item, so a raced use rewinds once. */
export const rewindPass = (store: EventStore, { memberId, target, itemId }: { memberId: string; target: string; itemId: string }, context: EventContext) =>
  handleCommand({
    store,
    stream: pairStream(memberId, target),
    decider: pairDecider,
    command: { type: 'RewindPass', data: { swiperId: memberId, swipedId: target, itemId } },
    context,
  });
