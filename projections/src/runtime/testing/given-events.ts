import { MemberRegistered, newEvent, type EventContext, type ProfileFields } from '@sankofa/events';
import { memberRegistration } from '@sankofa/events/testing';

/** A valid registration of `memberId`, for tests that start from members who already exist. */
export const memberRegistered = (memberId: string, profile: Partial<ProfileFields> = {}, context?: Partial<EventContext>) =>
  newEvent(
    MemberRegistered,
    // A profile, never coordinates or photos: those come from their own events.
    { ...memberRegistration(memberId, profile), photos: [], latitude: null, longitude: null, currentCity: null, currentCountry: null },
    { actorId: 'anonymous', correlationId: 'test', ...context },
  );
