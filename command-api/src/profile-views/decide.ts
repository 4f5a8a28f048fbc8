import { ProfileViewed, eventsOf, newEvent, type EventContext, type NewEventOf } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

/** A viewer counts once per profile per hour: opening the same profile again within it records nothing. */
export const PROFILE_VIEW_INTERVAL_MS = 60 * 60 * 1000;

/**
 * What the viewer-profile stream cannot know arrives in the command, read beforehand from the two
 * members' streams: whether the viewed member can be reached (exists, no block either way) and is premium.
 */
export type RecordProfileView = {
  type: 'RecordProfileView';
  data: { viewerId: string; viewedId: string; reachable: boolean; viewedIsPremium: boolean; now: Date };
};

type ProfileViewEvent = NewEventOf<typeof ProfileViewed>;

/** On `profile-view-<viewer>-<viewed>`: when the viewer last counted as a viewer of that profile. */
export interface ProfileViews {
  lastViewedAt: Date | null;
}

export const recordProfileView = ({ data }: RecordProfileView, views: ProfileViews, context: EventContext): ProfileViewEvent[] => {
  if (data.viewerId === data.viewedId) return []; // one's own profile is not a view
  if (!data.reachable) throw new DomainError('member_not_found', 'Member not found');
  if (views.lastViewedAt && data.now.getTime() - views.lastViewedAt.getTime() < PROFILE_VIEW_INTERVAL_MS) return [];
  return [newEvent(ProfileViewed, { viewerId: data.viewerId, viewedId: data.viewedId, viewedIsPremium: data.viewedIsPremium }, { ...context, now: data.now })];
};

export const profileViewDecider: Decider<ProfileViews, RecordProfileView, ProfileViewEvent> = {
  handles: eventsOf(ProfileViewed),
  initialState: { lastViewedAt: null },
  evolve: (_views, event) => ({ lastViewedAt: new Date(event.metadata.occurredAt) }),
  decide: recordProfileView,
};
