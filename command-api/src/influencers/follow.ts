import { InfluencerFollowed, InfluencerUnfollowed, eventsOf, newEvent, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export type FollowEvent = NewEventOf<typeof InfluencerFollowed | typeof InfluencerUnfollowed>;

export interface Follow {
  following: boolean;
}

export type FollowCommand =
  /** `influencerVerified` is read from the influencer's own stream before deciding. */
  | { type: 'Follow'; influencerId: string; memberId: string; influencerVerified: boolean }
  | { type: 'Unfollow'; influencerId: string; memberId: string };

const decide = (command: FollowCommand, state: Follow, context: Parameters<Decider<Follow, FollowCommand>['decide']>[2]): FollowEvent[] => {
  const { influencerId, memberId } = command;
  switch (command.type) {
    case 'Follow':
      if (influencerId === memberId) throw new DomainError('validation_failed', 'You cannot follow yourself');
      if (!command.influencerVerified) throw new DomainError('influencer_not_found', 'No verified influencer with this id');
      return state.following ? [] : [newEvent(InfluencerFollowed, { influencerId, memberId }, context)];
    case 'Unfollow':
      return state.following ? [newEvent(InfluencerUnfollowed, { influencerId, memberId }, context)] : [];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

/** Following twice or unfollowing someone not followed records nothing. */
export const followDecider: Decider<Follow, FollowCommand, FollowEvent> = {
  handles: eventsOf(InfluencerFollowed, InfluencerUnfollowed),
  initialState: { following: false },
  evolve: (state, event) => {
    if (event.type === 'InfluencerFollowed') return { following: true };
    if (event.type === 'InfluencerUnfollowed') return { following: false };
    return state;
  },
  decide,
};
