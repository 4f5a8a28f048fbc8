import { v7 as uuidv7 } from 'uuid';
import { influencerEventStream, influencerFollowStream, influencerStream, type EventContext, type EventStore } from '@sankofa/events';
import { appendDecision, handleCommand, retryOnConflict } from '../handle-command.ts';
import { readFolded } from '../stream-states.ts';
import { applicationDecider, type ApplicationCommand, type ApplicationData } from './application.ts';
import { followDecider } from './follow.ts';
import { liveEventDecider, type EventDetails, type LiveEventCommand } from './live-event.ts';

/**
 * Joins race for the last places on one stream: each loser decides again on the fuller list, so
 * many more attempts than the default are allowed before a 409; the last ones answer 'Event Full'.
 */
const JOIN_ATTEMPTS = 100;

export const decideApplication = (store: EventStore, command: ApplicationCommand, context: EventContext) =>
  handleCommand({ store, stream: influencerStream(command.type === 'Apply' ? command.data.memberId : command.memberId), decider: applicationDecider, command, context });

export const applyAsInfluencer = (store: EventStore, data: ApplicationData, context: EventContext) => decideApplication(store, { type: 'Apply', data }, context);

/** Read from the member's own influencer stream (the write side's truth, never a read model). */
export const isVerifiedInfluencer = async (store: EventStore, memberId: string): Promise<boolean> =>
  (await readFolded(store, influencerStream(memberId), applicationDecider)).state.status === 'verified';

export const follow = async (store: EventStore, { influencerId, memberId }: { influencerId: string; memberId: string }, context: EventContext) => {
  const influencerVerified = await isVerifiedInfluencer(store, influencerId);
  return handleCommand({
    store,
    stream: influencerFollowStream(influencerId, memberId),
    decider: followDecider,
    command: { type: 'Follow', influencerId, memberId, influencerVerified },
    context,
  });
};

export const unfollow = (store: EventStore, { influencerId, memberId }: { influencerId: string; memberId: string }, context: EventContext) =>
  handleCommand({ store, stream: influencerFollowStream(influencerId, memberId), decider: followDecider, command: { type: 'Unfollow', influencerId, memberId }, context });

/** `eventId` is fresh for a member's request; a seeder passes a fixed one, so scheduling it again records nothing. */
export const scheduleEvent = async (store: EventStore, details: Omit<EventDetails, 'eventId'>, context: EventContext, eventId: string = uuidv7()) => {
  const hostVerified = await isVerifiedInfluencer(store, details.influencerId);
  const result = await handleCommand({
    store,
    stream: influencerEventStream(eventId),
    decider: liveEventDecider,
    command: { type: 'Schedule', data: { ...details, eventId }, hostVerified, now: context.now ?? new Date() },
    context,
  });
  return { eventId, position: result.position };
};

/** Join or leave, decided on the event's stream at the revision read. */
export const decideParticipation = (store: EventStore, command: Extract<LiveEventCommand, { type: 'Join' | 'Leave' }>, context: EventContext) => {
  const stream = influencerEventStream(command.eventId);
  const options = { store, stream, decider: liveEventDecider };
  return retryOnConflict(stream, JOIN_ATTEMPTS, async () => {
    const current = await readFolded(store, stream, liveEventDecider);
    return appendDecision(options, current, liveEventDecider.decide(command, current.state, context));
  });
};
