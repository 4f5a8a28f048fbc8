import { InfluencerEventJoined, InfluencerEventLeft, InfluencerEventScheduled, eventsOf, newEvent, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export type LiveEventEvent = NewEventOf<typeof InfluencerEventScheduled | typeof InfluencerEventJoined | typeof InfluencerEventLeft>;

export interface LiveEvent {
  scheduled: { influencerId: string; scheduledAt: string; duration: number; maxParticipants: number } | null;
  participants: string[];
}

export interface EventDetails {
  eventId: string;
  influencerId: string;
  eventType: string;
  title: string;
  description: string;
  scheduledAt: string;
  duration: number;
  maxParticipants: number;
}

export type LiveEventCommand =
  /** `hostVerified` is read from the host's influencer stream before deciding. */
  | { type: 'Schedule'; data: EventDetails; hostVerified: boolean; now: Date }
  | { type: 'Join'; eventId: string; memberId: string; now: Date }
  | { type: 'Leave'; eventId: string; memberId: string };

export const EVENT_FULL = 'Event Full';
const NO_EVENT = 'No such influencer event';

const endOf = ({ scheduledAt, duration }: NonNullable<LiveEvent['scheduled']>) => Date.parse(scheduledAt) + duration * 60_000;

const join = (command: Extract<LiveEventCommand, { type: 'Join' }>, state: LiveEvent, context: Parameters<Decider<LiveEvent, LiveEventCommand>['decide']>[2]) => {
  const { scheduled, participants } = state;
  if (!scheduled) throw new DomainError('influencer_event_not_found', NO_EVENT);
  if (participants.includes(command.memberId)) return [];
  if (scheduled.influencerId === command.memberId) throw new DomainError('validation_failed', 'You are hosting this event');
  if (endOf(scheduled) <= command.now.getTime()) throw new DomainError('influencer_event_past', 'This event has already ended');
  // Decided on the stream at its revision: a racing join that lands first makes this one decide again on the fuller list.
  if (participants.length >= scheduled.maxParticipants) throw new DomainError('influencer_event_full', EVENT_FULL);
  return [newEvent(InfluencerEventJoined, { eventId: command.eventId, memberId: command.memberId }, context)];
};

const decide = (command: LiveEventCommand, state: LiveEvent, context: Parameters<Decider<LiveEvent, LiveEventCommand>['decide']>[2]): LiveEventEvent[] => {
  switch (command.type) {
    case 'Schedule':
      if (!command.hostVerified) throw new DomainError('influencer_not_verified', 'Only verified influencers can host events');
      if (state.scheduled) return [];
      if (Date.parse(command.data.scheduledAt) <= command.now.getTime()) throw new DomainError('validation_failed', 'The event must be scheduled in the future');
      return [newEvent(InfluencerEventScheduled, command.data, context)];
    case 'Join':
      return join(command, state, context);
    case 'Leave':
      if (!state.scheduled) throw new DomainError('influencer_event_not_found', NO_EVENT);
      return state.participants.includes(command.memberId) ? [newEvent(InfluencerEventLeft, { eventId: command.eventId, memberId: command.memberId }, context)] : [];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

/** One live event: scheduled once by a verified influencer; never more participants than its maximum. */
export const liveEventDecider: Decider<LiveEvent, LiveEventCommand, LiveEventEvent> = {
  handles: eventsOf(InfluencerEventScheduled, InfluencerEventJoined, InfluencerEventLeft),
  initialState: { scheduled: null, participants: [] },
  evolve: (state, event) => {
    switch (event.type) {
      case 'InfluencerEventScheduled': {
        const { influencerId, scheduledAt, duration, maxParticipants } = event.data;
        return { ...state, scheduled: { influencerId, scheduledAt, duration, maxParticipants } };
      }
      case 'InfluencerEventJoined':
        return { ...state, participants: [...state.participants, event.data.memberId] };
      case 'InfluencerEventLeft':
        return { ...state, participants: state.participants.filter((id) => id !== event.data.memberId) };
      default:
        return state;
    }
  },
  decide,
};
