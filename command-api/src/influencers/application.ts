import { InfluencerApplied, InfluencerRejected, InfluencerVerified, eventsOf, newEvent, type InfluencerType, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export type ApplicationEvent = NewEventOf<typeof InfluencerApplied | typeof InfluencerVerified | typeof InfluencerRejected>;

/** Where a member's influencer application stands. */
export interface Application {
  status: 'none' | 'pending' | 'verified' | 'rejected';
}

export interface ApplicationData {
  memberId: string;
  influencerType: InfluencerType;
  bio: string;
  socialLinks: string[];
  followerCount: number;
  specialties: string[];
}

export type ApplicationCommand =
  | { type: 'Apply'; data: ApplicationData }
  | { type: 'Verify'; memberId: string; adminId: string }
  | { type: 'Reject'; memberId: string; adminId: string; reason: string };

const NO_APPLICATION = 'No influencer application from this member';

const decide = (command: ApplicationCommand, { status }: Application, context: Parameters<Decider<Application, ApplicationCommand>['decide']>[2]): ApplicationEvent[] => {
  switch (command.type) {
    case 'Apply':
      if (status === 'pending') throw new DomainError('influencer_application_pending', 'Your application is already under review');
      if (status === 'verified') throw new DomainError('already_influencer', 'You are already a verified influencer');
      // A rejected applicant may apply again.
      return [newEvent(InfluencerApplied, command.data, context)];
    case 'Verify':
      if (status === 'none') throw new DomainError('influencer_not_found', NO_APPLICATION);
      if (status === 'verified') return [];
      if (status === 'rejected') throw new DomainError('influencer_already_decided', 'This application was already rejected');
      return [newEvent(InfluencerVerified, { memberId: command.memberId, adminId: command.adminId }, context)];
    case 'Reject':
      if (status === 'none') throw new DomainError('influencer_not_found', NO_APPLICATION);
      if (status === 'rejected') return [];
      if (status === 'verified') throw new DomainError('influencer_already_decided', 'This influencer is already verified');
      return [newEvent(InfluencerRejected, { memberId: command.memberId, adminId: command.adminId, reason: command.reason }, context)];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

/** Apply once at a time; an admin verifies or rejects a pending application; a rejected member may apply again. */
export const applicationDecider: Decider<Application, ApplicationCommand, ApplicationEvent> = {
  handles: eventsOf(InfluencerApplied, InfluencerVerified, InfluencerRejected),
  initialState: { status: 'none' },
  evolve: (state, event) => {
    switch (event.type) {
      case 'InfluencerApplied':
        return { status: 'pending' };
      case 'InfluencerVerified':
        return { status: 'verified' };
      case 'InfluencerRejected':
        return { status: 'rejected' };
      default:
        return state;
    }
  },
  decide,
};
